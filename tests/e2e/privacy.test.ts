import { pageOf, sitePages } from '../../src/app/sitePages';
import { languageOfPath, localizedPath } from '../../src/i18n/languagePaths';
import { isNotFound } from '../../src/app/routes';
import { languages } from '../../src/i18n/languages';
import { url } from '../support/browser/pages';

/**
 * Privacy by default (issue 23): a visit tells no other host about the visitor until the visitor asks for it
 * by pressing 'book a call'. The requests of every page, of its service worker, its dialogs and the wizard are
 * recorded on the tour of every page (tests/support/browser/tour.ts); here, what each page's policy allows.
 */

describe('the content security policy names other hosts only where they may be asked for', () => {
  const addresses = sitePages.flatMap(({ path }) => languages.map((language) => localizedPath(path, language)));

  it.each(addresses)(
    '%s: no stock photo host for images or fetches; Calendly on a consultation page only',
    async (address) => {
      const response = await fetch(url(address), {
        headers: { 'Accept-Language': address.startsWith('/en') ? 'en' : 'fr' },
      });
      expect(response.status).toBe(isNotFound(pageOf(address, languageOfPath(address)).route) ? 404 : 200);
      const policy = response.headers.get('content-security-policy') ?? '';
      const sources = (name: string) =>
        policy
          .split(';')
          .map((directive) => directive.trim().split(/\s+/))
          .find(([directive]) => directive === name)
          ?.slice(1) ?? [];
      const consultation = address.endsWith('/consultation');
      expect({ address, calendly: policy.includes('calendly') }).toEqual({ address, calendly: consultation });
      // Until the photos are served from the site (issue 23's image endpoint), this fails on every page.
      expect({ img: sources('img-src'), connect: sources('connect-src') }).toEqual({
        img: expect.not.arrayContaining([expect.stringContaining('unsplash')]) as string[],
        connect: expect.not.arrayContaining([expect.stringContaining('unsplash')]) as string[],
      });
    },
  );

  it('the service worker’s own policy lets it fetch from no stock photo host', async () => {
    const policy = (await fetch(url('/service-worker.js'))).headers.get('content-security-policy') ?? '';
    expect(policy).not.toContain('unsplash');
    expect(policy).not.toContain('calendly');
  });
});
