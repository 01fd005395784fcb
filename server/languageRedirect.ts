import type { Context, MiddlewareHandler } from 'hono';
import { accepts } from 'hono/accepts';
import { getCookie, setCookie } from 'hono/cookie';
import { isbot } from 'isbot';
import {
  languageBase,
  languageChosenByLink,
  languageOfPath,
  languageRedirect,
  localizedPath,
} from '../src/i18n/languagePaths';
import { languageCookie, languageKeptSeconds, languages, resolveLanguage, type Language } from '../src/i18n/languages';

/** The first language of the visitor's browser, by weight (`fr;q=0.4, en-GB` is `en-GB`); unsupported ones count. */
const firstLanguage = (ranked: readonly { type: string; q: number }[]) =>
  ranked.find(({ type, q }) => q > 0 && type !== '*')?.type ?? '';

/** Keeps `language` as the visitor's choice, where the next request's detection reads it. */
const keep = (c: Context, language: Language) => {
  setCookie(c, languageCookie, language, { path: '/', maxAge: languageKeptSeconds, sameSite: 'Lax' });
};

/**
 * The page of this site a navigation was made from, when the browser says so: `Sec-Fetch-Site: same-origin` with its
 * `Referer`, or, from a browser that sends no `Sec-Fetch-*` headers, a `Referer` on the request's own host.
 */
function sameOriginReferrer(c: Context, url: URL): URL | undefined {
  const site = c.req.header('Sec-Fetch-Site');
  const mode = c.req.header('Sec-Fetch-Mode');
  if ((site !== undefined && site !== 'same-origin') || (mode !== undefined && mode !== 'navigate')) return undefined;
  let from: URL;
  try {
    from = new URL(c.req.header('Referer') ?? '');
  } catch {
    return undefined;
  }
  return site === 'same-origin' || from.host === url.host ? from : undefined;
}

/**
 * The spec's detection order at the door (docs/languages.md): `?lng=` gets a 301, a French address asked in
 * English by cookie or browser a 302; crawlers and a link from the other language's page are served as asked.
 */
export function languageRedirects(isPage: (pathname: string) => boolean): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (!['GET', 'HEAD'].includes(c.req.method) || url.pathname.startsWith('/api/') || !isPage(url.pathname)) {
      return next();
    }
    const target = languageRedirect(url);
    if (target !== undefined) {
      // The address asked for a language: it is the visitor's choice from now on, as the app keeps it.
      keep(c, resolveLanguage(url.searchParams.get('lng')));
      // Permanent for search engines, but never cached by the browser: the cookie must come with it each time.
      c.header('Cache-Control', 'no-store');
      return c.redirect(target, 301);
    }
    // The English home's one address.
    if (url.pathname === languageBase.en) return c.redirect(`${languageBase.en}/${url.search}`, 301);

    const chosen = languageChosenByLink(url.pathname, sameOriginReferrer(c, url));
    if (chosen !== undefined) {
      await next();
      if (c.res.status >= 400) return;
      keep(c, chosen);
      // It sets the visitor's cookie: no shared cache may keep it (the page stays revalidated, and bfcache-able).
      c.res.headers.set('Cache-Control', 'private, no-cache');
      return;
    }
    if (languageOfPath(url.pathname) === 'en') return next();

    const preferred: Language = resolveLanguage(
      getCookie(c, languageCookie) ??
        accepts(c, { header: 'Accept-Language', supports: [...languages], default: '', match: firstLanguage }),
    );
    const person = !isbot(c.req.header('User-Agent') ?? '');
    if (person && preferred === 'en') {
      c.header('Cache-Control', 'no-store');
      c.header('Vary', 'Cookie, Accept-Language, User-Agent');
      return c.redirect(`${localizedPath(url.pathname, 'en')}${url.search}`, 302);
    }
    await next();
    // The French page was chosen by these headers: a shared cache must not give it to everyone.
    c.res.headers.append('Vary', 'Cookie, Accept-Language, User-Agent');
  };
}
