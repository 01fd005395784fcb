import { routePaths } from '../../src/app/routes';
import { headingText, url, visit, Visitor, waitForApp } from './support/pages';

const visitor = new Visitor();
afterEach(() => visitor.closeContexts());
afterAll(() => visitor.disconnect());

const headings: Record<'fr' | 'en', Record<(typeof routePaths)[number], string>> = {
  fr: {
    '/': 'Nous donnons forme à vos idées numériques',
    '/projects': 'Nos projets',
    '/consultation': 'Démarrer votre projet',
    '/expertise': 'Nos expertises',
    '/contact': 'Contactez-nous',
    '/legal': 'Mentions légales et confidentialité',
  },
  en: {
    '/': 'We shape your digital ideas',
    '/projects': 'Our Projects',
    '/consultation': 'Start Your Project',
    '/expertise': 'Our Expertise',
    '/contact': 'Get in Touch',
    '/legal': 'Legal Notice and Privacy',
  },
};

describe('every route, in both languages, from the production build', () => {
  for (const route of routePaths) {
    it(`renders ${route} in French by default and in English with ?lng=en`, async () => {
      const { page, errors } = await visitor.open();
      await visit(page, route);
      expect(await headingText(page)).toBe(headings.fr[route]);
      expect(await page.$eval('html', (html) => html.lang)).toBe('fr');

      await visit(page, `${route}?lng=en`);
      expect(await headingText(page)).toBe(headings.en[route]);
      expect(await page.$eval('html', (html) => html.lang)).toBe('en');
      expect(errors).toEqual([]);
    });
  }

  it('shows the home page for an unknown route (the catch-all)', async () => {
    const { page } = await visitor.open();
    const response = await page.goto(url('/no/such/page'));
    await waitForApp(page);
    expect(response?.status()).toBe(200);
    await waitForApp(page);
    expect(await headingText(page)).toBe(headings.fr['/']);
  });
});

describe('language detection in the browser', () => {
  it('uses the i18next cookie', async () => {
    const { page, context } = await visitor.open();
    await context.setCookie({ name: 'i18next', value: 'en', domain: '127.0.0.1', path: '/' });
    await visit(page, '/projects');
    expect(await headingText(page)).toBe('Our Projects');
  });

  it('uses local storage, and caches the language there', async () => {
    const { page } = await visitor.open();
    await visit(page, '/?lng=en');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    await visit(page, '/contact');
    expect(await headingText(page)).toBe('Get in Touch');
  });

  it('uses the browser languages, mapping en-US to English', async () => {
    const { page } = await visitor.open({ languages: ['en-US', 'en'] });
    await visit(page, '/expertise');
    expect(await headingText(page)).toBe('Our Expertise');
  });

  it('falls back to French for an unsupported ?lng=', async () => {
    const { page } = await visitor.open({ languages: ['en-US'] });
    await visit(page, '/projects?lng=de');
    expect(await headingText(page)).toBe('Nos projets');
    expect(await page.$eval('html', (html) => html.lang)).toBe('fr');
  });

  it('switches with the toggle, which then offers the other language', async () => {
    const { page } = await visitor.open();
    await visit(page, '/projects?lng=fr');
    await page.click('button[aria-label="EN, passer le site en anglais"]');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await headingText(page)).toBe('Our Projects');
    expect(new URL(page.url()).searchParams.get('lng')).toBe('en');
    expect(await page.$eval('button[aria-label^="FR"]', (button) => button.textContent.trim())).toBe('FR');

    await page.reload();
    await waitForApp(page);
    expect(await headingText(page)).toBe('Our Projects');
  });
});
