import { readProjects } from '../../scripts/content/projects';
import { localizedPath } from '../../src/i18n/languagePaths';
import { languages, type Language } from '../../src/i18n/languages';
import { showEveryImage } from '../support/browser/images';
import { visit, Visitor } from '../support/browser/pages';

const projects = readProjects();
const browserLanguages: Record<Language, string[]> = { fr: ['fr-FR', 'fr'], en: ['en-US', 'en'] };

const visitor = new Visitor();
afterEach(() => visitor.closeContexts());
afterAll(() => visitor.disconnect());

/** Opens `path` in `language` on a phone, recording every image the page asks for. */
async function openRecording(path: string, language: Language) {
  const { page, errors } = await visitor.open({ languages: browserLanguages[language], viewport: 'phone' });
  const asked: string[] = [];
  page.on('request', (request) => {
    // Only what travels: the page's own drawings (a select's chevron) are data, asked of no host.
    if (request.resourceType() === 'image' && !request.url().startsWith('data:')) asked.push(request.url());
  });
  await visit(page, localizedPath(path, language));
  return { page, errors, asked, origin: new URL(page.url()).origin };
}

describe.each(languages)('the projects’ own images, in %s', (language) => {
  it('on /projects: each card shows its cover from the site itself, sized and described in the page’s language', async () => {
    const { page, errors, asked, origin } = await openRecording('/projects', language);
    const shown = await showEveryImage(page);
    expect(shown).toEqual(
      projects.map((project) => ({
        source: expect.stringMatching(
          new RegExp(`^${origin}/assets/work/${project.card.slug}/cover\\.[0-9a-f]{10}-(480|800|1200|1600)\\.avif$`),
        ) as unknown,
        alt: project.copy[language].coverAlt,
        width: '1600',
        height: '1000',
        loaded: true,
      })),
    );
    // No other host, and nothing through the stock photos' endpoint.
    expect(asked.filter((address) => !address.startsWith(`${origin}/assets/work/`))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it.each(projects.map((project) => project.card.slug))(
    '/projects/%s: its cover and its frames, a gallery described in the page’s language',
    async (slug) => {
      const project = projects.find((candidate) => candidate.card.slug === slug);
      const { page, errors, asked, origin } = await openRecording(`/projects/${slug}`, language);
      await page.waitForSelector('main .case-study__frames img');
      const shown = await showEveryImage(page);
      expect(shown.map(({ alt }) => alt)).toEqual([
        project?.copy[language].coverAlt,
        ...(project?.gallery.map(({ alt }) => alt[language]) ?? []),
      ]);
      for (const image of shown) {
        expect(image).toMatchObject({ loaded: true, width: '1600', height: '1000' });
        expect(image.source.startsWith(`${origin}/assets/work/${slug}/`)).toBe(true);
      }
      expect(asked.filter((address) => !address.startsWith(`${origin}/assets/work/${slug}/`))).toEqual([]);
      // The gallery is a list under its own heading: a screen reader announces it and counts its frames.
      const gallery = await page.$eval('main .case-study__gallery', (section) => ({
        heading: section.querySelector('h2')?.textContent,
        labelledBy: section.getAttribute('aria-labelledby') === section.querySelector('h2')?.id,
        frames: section.querySelectorAll('ul > li img').length,
      }));
      expect(gallery).toEqual({
        heading: language === 'fr' ? 'Le produit en images' : 'The product in pictures',
        labelledBy: true,
        frames: project?.gallery.length,
      });
      expect(errors).toEqual([]);
    },
  );
});
