import fc from 'fast-check';
import { languageChosenByLink, languageRedirect, localizedPath, routerBase } from '../../../src/i18n/languagePaths';

const origin = 'https://agency.test';
/** Paths as anyone may write them, leading slashes and backslashes, other hosts' names and encodings included. */
const anyPath = fc
  .array(
    fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('/', '//', '\\', '/\\', 'evil.example', '%2F', '@', ':')),
    {
      maxLength: 6,
    },
  )
  .map((parts) => parts.join(''));

describe('the address of a page in a language', () => {
  it('is a path of the site’s own origin, whatever path it is given (property)', () => {
    fc.assert(
      fc.property(anyPath, fc.constantFrom('fr', 'en'), (path, language) => {
        const localized = localizedPath(`/${path}`, language);
        expect(new URL(localized, origin).origin).toBe(origin);
      }),
      { numRuns: 1000 },
    );
  });

  it('leads every ?lng= address to a path of the site’s own origin (property)', () => {
    fc.assert(
      fc.property(anyPath, fc.string({ maxLength: 4 }), (path, lng) => {
        let url: URL;
        try {
          url = new URL(`${origin}/${path}`);
        } catch {
          return;
        }
        url.searchParams.set('lng', lng);
        const target = languageRedirect(url);
        expect(target).toBeDefined();
        expect(new URL(target ?? '', origin).origin).toBe(origin);
      }),
      { numRuns: 1000 },
    );
  });

  it('is the router’s base with its slash in English, so the router links to /en/ and /en/#section', () => {
    expect(routerBase('en')).toBe('/en/');
    expect(routerBase('fr')).toBeUndefined();
  });
});

describe('the language chosen by following a link', () => {
  const from = (path: string) => new URL(path, origin);

  it('is the page’s own when the link came from a page in the other language', () => {
    expect(languageChosenByLink('/contact', from('/en/contact'))).toBe('fr');
    expect(languageChosenByLink('/en/projects', from('/projects?category=ai'))).toBe('en');
  });

  it('is none for a link within a language, or a navigation from no page', () => {
    expect(languageChosenByLink('/contact', from('/projects'))).toBeUndefined();
    expect(languageChosenByLink('/en/contact', from('/en/'))).toBeUndefined();
    expect(languageChosenByLink('/contact', undefined)).toBeUndefined();
  });
});
