import { showEveryImage } from '../support/browser/images';
import type { Page } from 'puppeteer';
import { defaultSiteConfig } from '../../src/config/siteConfig';
import { visit, Visitor, waitForApp } from '../support/browser/pages';
import { startProductionServer, type ProductionServer } from '../support/servers/productionServer';
import { closedOrigin } from '../support/servers/stockHost';

const visitor = new Visitor();
const stopAfter: ProductionServer[] = [];
afterEach(async () => {
  await visitor.closeContexts();
  await Promise.all(stopAfter.splice(0).map((server) => server.stop()));
});
afterAll(() => visitor.disconnect());

/** Each section of the page: its anchor (if any) and its heading. */
function sections(page: Page) {
  return page.$$eval('main section', (elements) =>
    elements.map((section) => ({
      id: section.id,
      heading: section.querySelector('h1, h2')?.textContent.trim() ?? '',
    })),
  );
}

/** The recent projects' cards, and those not wholly inside the strip's content box (its container less its padding). */
function stripCards(page: Page) {
  return page.$eval('main .strip', (strip) => {
    const box = strip.getBoundingClientRect();
    const style = getComputedStyle(strip);
    const left = box.left + parseFloat(style.paddingLeft);
    const right = box.right - parseFloat(style.paddingRight);
    const cards = [...strip.children].map((card) => card.getBoundingClientRect());
    return {
      count: cards.length,
      cut: cards.filter((card) => card.left < left - 0.5 || card.right > right + 0.5).length,
    };
  });
}

/** The computed opacity of every animated card in a section. */
function cardOpacities(page: Page, sectionSelector: string) {
  return page.$$eval(`${sectionSelector} .reveal`, (cards) => cards.map((card) => getComputedStyle(card).opacity));
}

/** Beside the wizard, the banner offers the agency's address by e-mail; its button leads to the wizard. */
async function contactBanner(page: Page) {
  const banner = 'section[aria-labelledby="contact-banner-title"]';
  return {
    mail: await page.$eval(`${banner} a[href^="mailto:"]`, (link) => link.getAttribute('href')),
    button: await page.$eval(`${banner} a.btn`, (link) => link.getAttribute('href')),
  };
}

describe('the home page', () => {
  it('shows its sections in the spec’s order (its services and expertise one list), with their anchors, and offers the agency’s address by e-mail beside the wizard', async () => {
    const { page, errors } = await visitor.open();
    await visit(page, '/');
    expect(await sections(page)).toEqual([
      { id: '', heading: 'Nous donnons forme à vos idées numériques' },
      { id: 'expertise', heading: 'Nos expertises' },
      { id: 'about', heading: 'Pourquoi nous choisir' },
      { id: '', heading: 'Innovation' },
      { id: '', heading: 'Projets récents' },
      { id: '', heading: 'Un projet en tête\u202f?' },
    ]);
    expect(await page.$eval('footer', (footer) => footer.id)).toBe('contact');
    expect(await contactBanner(page)).toEqual({
      mail: `mailto:${defaultSiteConfig.email}?subject=Demande%20de%20consultation`,
      button: '/consultation',
    });
    // The hero's buttons take their labels' width: each label's box is its text, drawn in the site's face.
    await page.evaluate(() => document.fonts.ready);
    const heroButtons = await page.$$eval('.hero__actions .btn', (buttons) =>
      buttons.map((button) => {
        const label = button.querySelector('.hero__label');
        const text = document.createRange();
        if (label !== null) text.selectNodeContents(label);
        return {
          button: button.getBoundingClientRect().width,
          box: label?.getBoundingClientRect().width ?? 0,
          text: text.getBoundingClientRect().width,
        };
      }),
    );
    expect(heroButtons).toHaveLength(2);
    for (const { box, text } of heroButtons) expect(Math.abs(box - text)).toBeLessThan(1);
    expect(Math.abs((heroButtons[0]?.button ?? 0) - (heroButtons[1]?.button ?? 0))).toBeGreaterThan(20);
    // The four recent projects, each card whole (at 1440 px a fourth one was cut by the screen's edge).
    for (const width of [1280, 1440]) {
      await page.setViewport({ width, height: 800 });
      await page.waitForFunction((wanted: number) => window.innerWidth === wanted, {}, width);
      expect(await stripCards(page)).toEqual({ count: 4, cut: 0 });
    }

    await visit(page, '/en/');
    expect((await sections(page)).map((section) => section.heading)).toEqual([
      'We shape your digital ideas',
      'Our expertise',
      'Why choose us',
      'Innovation',
      'Recent projects',
      'Have a project in mind?',
    ]);
    expect(await contactBanner(page)).toEqual({
      mail: `mailto:${defaultSiteConfig.email}?subject=Consultation%20request`,
      button: '/en/consultation',
    });
    expect(errors).toEqual([]);
  });

  it('shows every card at once, without motion, when the visitor prefers reduced motion', async () => {
    const { page } = await visitor.open();
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    await visit(page, '/');
    const cards = await page.$$eval('main .reveal', (elements) =>
      elements.map((card) => ({
        opacity: getComputedStyle(card).opacity,
        animation: getComputedStyle(card).animationName,
      })),
    );
    expect(cards).toHaveLength(19);
    for (const card of cards) expect(card).toEqual({ opacity: '1', animation: 'none' });
  });

  it('brings the cards in, one after the other, as they scroll into view', async () => {
    const { page } = await visitor.open();
    await visit(page, '/');
    await page.waitForSelector('#expertise .reveal--waiting');
    expect(await cardOpacities(page, '#expertise')).toEqual(Array.from({ length: 7 }, () => '0'));

    // The seven rows are taller than a laptop's screen: a tall one sees them all come in.
    await page.setViewport({ width: 1280, height: 1600 });
    await page.$eval('#expertise', (section) => section.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await page.waitForFunction(() => document.querySelectorAll('#expertise .reveal--shown').length === 7);
    const timing = await page.$$eval('#expertise .reveal--shown', (cards) =>
      cards.map((card) => {
        const style = getComputedStyle(card);
        return [style.animationDuration, style.animationDelay, style.animationTimingFunction];
      }),
    );
    expect(timing).toEqual(
      ['0s', '0.1s', '0.2s', '0.3s', '0.4s', '0.5s', '0.6s'].map((delay) => ['0.8s', delay, 'ease-out']),
    );
    await page.waitForFunction(() =>
      [...document.querySelectorAll('#expertise .reveal')].every((card) => getComputedStyle(card).opacity === '1'),
    );

    // Once: scrolling away and back does not hide them again. Each move waits until an observer of the
    // test's own, created after the app's, has seen the cards leave or enter: the app's has been told too.
    const cardsSeen = (visible: boolean) =>
      page.evaluate(
        (wanted) =>
          new Promise<void>((resolve) => {
            const cards = [...document.querySelectorAll('#expertise .reveal')];
            const observer = new IntersectionObserver(
              (entries) => {
                if (!entries.every((entry) => entry.isIntersecting === wanted)) return;
                observer.disconnect();
                requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
              },
              { threshold: 0.1 },
            );
            cards.forEach((card) => observer.observe(card));
          }),
        visible,
      );
    const states = () =>
      page.$$eval('#expertise .reveal', (cards) =>
        cards.map(
          (card) =>
            `${card.className.includes('reveal--waiting') ? 'waiting' : 'shown'} ${getComputedStyle(card).opacity}`,
        ),
      );
    const allShown = Array.from({ length: 7 }, () => 'shown 1');
    await page.setViewport({ width: 1280, height: 800 });
    await page.evaluate(() => {
      window.scrollTo({ top: 0, behavior: 'instant' });
    });
    await cardsSeen(false);
    expect(await states()).toEqual(allShown);
    await page.setViewport({ width: 1280, height: 1600 });
    await page.$eval('#expertise', (section) => section.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await cardsSeen(true);
    expect(await states()).toEqual(allShown);
  });

  it('shows every image from the site itself: the work from the build, the one photo from its image endpoint', async () => {
    const { page } = await visitor.open({ viewport: 'phone' });
    const types = new Map<string, string>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (response.request().resourceType() === 'image') types.set(pathname, response.headers()['content-type'] ?? '');
    });
    await visit(page, '/');
    const origin = new URL(page.url()).origin;
    const shown = await showEveryImage(page);
    // The flagship, the strip's four covers and the about photo, each loaded in AVIF, its size known beforehand.
    expect(shown).toHaveLength(6);
    const work = shown.filter(({ source }) => source.startsWith(`${origin}/assets/work/`));
    expect(work.map(({ source }) => source.split('/')[5])).toEqual([
      'kalma',
      'maison-sauge',
      'vitalis',
      'campus-ouvert',
      'halles-nouvelles',
    ]);
    for (const image of work) {
      expect(image).toMatchObject({ loaded: true, width: '1600', height: '1000' });
      expect(image.source).toMatch(/\/cover\.[0-9a-f]{10}-(480|800|1200|1600)\.avif$/);
    }
    const [photo] = shown.filter((image) => !work.includes(image));
    expect(photo?.loaded).toBe(true);
    expect(photo?.source).toMatch(new RegExp(`^${origin}/img/v\\d+/photo-[\\w-]+/(320|480|640|960|1280|1600)$`));
    expect(new Set(types.values())).toEqual(new Set(['image/avif']));
    // No project image is asked of the stock host through the endpoint.
    expect([...types.keys()].filter((pathname) => pathname.startsWith('/img/'))).toHaveLength(1);
  });

  it('replaces the photo it cannot load (the stock host down on a first request) with its designed frame', async () => {
    const down = await startProductionServer({ PHOTO_UPSTREAM: await closedOrigin() });
    stopAfter.push(down);
    const { page } = await visitor.open({ viewport: 'phone' });
    await page.goto(new URL('/', down.url).href, { waitUntil: 'load' });
    await waitForApp(page);
    const photo = await page.$('main .stock-photo');
    await photo?.evaluate((element) => {
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
    });
    await page.waitForSelector('main .stock-photo--failed');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('main .framed-photo__glyph')].every(
        (glyph) => getComputedStyle(glyph).opacity === '1',
      ),
    );
    // The work does not depend on the stock host: every image left is the site's own, and shown.
    const shown = await showEveryImage(page);
    expect(shown.map(({ loaded }) => loaded)).toEqual([true, true, true, true, true]);
    const frames = await page.$$eval('main .stock-photo--failed', (elements) =>
      elements.map((frame) => ({
        role: frame.getAttribute('role'),
        named: (frame.getAttribute('aria-label') ?? '') !== '',
        height: frame.getBoundingClientRect().height,
        glyph: frame.nextElementSibling === null ? '' : getComputedStyle(frame.nextElementSibling).opacity,
      })),
    );
    expect(frames).toHaveLength(1);
    expect(frames[0]).toMatchObject({ role: 'img', named: true, glyph: '1' });
    expect(frames[0]?.height).toBeGreaterThan(100);
  });
  // Fitting a 320 px screen without horizontal scrolling: typography.test's 320 px load of every page.
});

describe('the expertise page', () => {
  it('says what, how and for whom, each expertise at its own anchor, marked current in the bar', async () => {
    const { page } = await visitor.open();
    await visit(page, '/en/expertise');
    expect(await sections(page)).toEqual([
      { id: '', heading: 'Our expertise' },
      { id: 'web', heading: 'Web development' },
      { id: 'mobile', heading: 'Mobile apps' },
      { id: 'blockchain', heading: 'Blockchain' },
      { id: 'banking', heading: 'Banking and finance' },
      { id: 'marketing', heading: 'Digital marketing' },
      { id: 'social', heading: 'Social media' },
      { id: 'innovation', heading: 'Innovation' },
      { id: '', heading: 'Our method' },
      { id: '', heading: 'Who we work for' },
      { id: '', heading: 'Have a project in mind?' },
    ]);
    expect(await page.$eval('nav.site-navbar a[aria-current="page"]', (link) => link.textContent)).toBe('Expertise');
    // The footer's services each lead to their own part of the page.
    await page.click('footer a[href="/en/expertise#banking"]');
    await page.waitForFunction(() => location.hash === '#banking');
    await page.waitForFunction(() => {
      const top = document.getElementById('banking')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 200;
    });
  });
});
