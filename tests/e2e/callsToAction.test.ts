import type { Page } from 'puppeteer';
import { headingText, visit, Visitor, waitForApp } from '../support/browser/pages';

const visitor = new Visitor();
afterEach(() => visitor.closeContexts());
afterAll(() => visitor.disconnect());

const copy = {
  fr: {
    languages: ['fr-FR', 'fr'],
    home: '/',
    wizard: '/consultation',
    wizardHeading: 'Démarrer votre projet',
    expertise: '/expertise',
    expertiseHeading: 'Nos expertises',
    nav: 'Démarrer un projet',
    hero: 'Commencer',
    banner: 'Demander une consultation',
    innovation: 'Découvrir nos innovations',
    work: 'Voir nos réalisations',
    projects: '/projects',
    projectsHeading: 'Nos projets',
    innovationHeading: 'Innovation',
    openMenu: 'Ouvrir le menu',
  },
  en: {
    languages: ['en-US', 'en'],
    home: '/en/',
    wizard: '/en/consultation',
    wizardHeading: 'Start your project',
    expertise: '/en/expertise',
    expertiseHeading: 'Our expertise',
    nav: 'Start a project',
    hero: 'Get started',
    banner: 'Request a consultation',
    innovation: 'Discover our innovations',
    work: 'See our work',
    projects: '/en/projects',
    projectsHeading: 'Our projects',
    innovationHeading: 'Innovation',
    openMenu: 'Open menu',
  },
} as const;

/** Follows the link named `name` inside `scope`, as a visitor's click would, until `heading` shows. */
async function follow(page: Page, scope: string, name: string, heading: string): Promise<void> {
  const link = await page.waitForSelector(`${scope} ::-p-aria(${name}[role="link"])`);
  await link?.evaluate((element) => {
    element.scrollIntoView({ block: 'center', behavior: 'instant' });
  });
  await link?.click();
  await page.waitForFunction(
    (text: string) => document.querySelector('main h1')?.textContent.trim() === text,
    {},
    heading,
  );
  await waitForApp(page);
}

/** The address the document was loaded as: a link to the wizard must load it as a document of its own. */
const documentPath = (page: Page) =>
  page.evaluate(() => new URL(performance.getEntriesByType('navigation')[0]?.name ?? '').pathname);

/** The address a link named `name` inside `scope` leads to, path and fragment. */
async function target(page: Page, scope: string, name: string): Promise<string> {
  const link = await page.waitForSelector(`${scope} ::-p-aria(${name}[role="link"])`);
  const address = new URL((await link?.evaluate((a) => (a as HTMLAnchorElement).href)) ?? '');
  return `${address.pathname}${address.hash}`;
}

// The French run follows each call to action (the code is the same in both languages); the English one reads
// where each leads on one load of the page.
describe('the calls to action in fr', () => {
  const c = copy.fr;

  it('lead to the wizard from the bar, the hero and the banner; the work to the projects; the innovations to their part of the expertise', async () => {
    const { page, errors } = await visitor.open({ languages: [...c.languages] });
    for (const [scope, name] of [
      ['header', c.nav],
      ['main .hero', c.hero],
      ['main .contact-banner', c.banner],
    ] as const) {
      await visit(page, c.home);
      await follow(page, scope, name, c.wizardHeading);
      expect({ from: name, at: new URL(page.url()).pathname, heading: await headingText(page) }).toEqual({
        from: name,
        at: c.wizard,
        heading: c.wizardHeading,
      });
      // Its own document, with the policy that allows the booking widget.
      expect(await documentPath(page)).toBe(c.wizard);
    }

    await visit(page, c.home);
    const email = await page.$eval('main .contact-banner a[href^="mailto:"]', (a) => a.textContent);
    expect(email).toBe('hello@example.com');
    // No control on the home page is left leading nowhere: it opens no dialog, every button leads somewhere or
    // does something there.
    expect(await page.$$eval('[aria-haspopup="dialog"]', (buttons) => buttons.length)).toBe(0);
    expect(await page.$$eval('main .hero button', (buttons) => buttons.length)).toBe(0);
    await follow(page, 'main .hero', c.work, c.projectsHeading);
    expect(new URL(page.url()).pathname).toBe(c.projects);

    await visit(page, c.home);
    await follow(page, 'main .innovation', c.innovation, c.expertiseHeading);
    const landed = new URL(page.url());
    expect(`${landed.pathname}${landed.hash}`).toBe(`${c.expertise}#innovation`);
    // The part that speaks of the innovations is brought into view under the bar.
    await page.waitForFunction(() => {
      const box = document.getElementById('innovation')?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.top < window.innerHeight / 2;
    });
    expect(await page.$eval('#innovation h2', (heading) => heading.textContent)).toBe(c.innovationHeading);
    expect(errors).toEqual([]);
  });

  it('lead to the wizard from the phone menu', async () => {
    const { page } = await visitor.open({ viewport: 'phone', languages: [...c.languages] });
    await visit(page, c.home);
    await page.click(`header ::-p-aria(${c.openMenu})`);
    await page.waitForSelector('#site-menu.is-open');
    await follow(page, '#site-menu', c.nav, c.wizardHeading);
    expect(new URL(page.url()).pathname).toBe(c.wizard);
    expect(await headingText(page)).toBe(c.wizardHeading);
  });
});

describe('the calls to action in en', () => {
  const c = copy.en;

  it('lead to the English wizard from the bar, the phone menu, the hero and the banner; the work to the projects; the innovations to their part of the expertise', async () => {
    const { page, errors } = await visitor.open({ languages: [...c.languages] });
    await visit(page, c.home);
    const targets = {
      bar: await target(page, 'header', c.nav),
      menu: await target(page, '#site-menu', c.nav),
      hero: await target(page, 'main .hero', c.hero),
      banner: await target(page, 'main .contact-banner', c.banner),
      work: await target(page, 'main .hero', c.work),
      innovation: await target(page, 'main .innovation', c.innovation),
    };
    expect(targets).toEqual({
      bar: c.wizard,
      menu: c.wizard,
      hero: c.wizard,
      banner: c.wizard,
      work: c.projects,
      innovation: `${c.expertise}#innovation`,
    });
    expect(await page.$eval('main .contact-banner a[href^="mailto:"]', (a) => a.textContent)).toBe('hello@example.com');
    expect(errors).toEqual([]);
  });
});
