import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from '../app/App';
import { AppRoutes } from '../app/AppRoutes';
import { localizedPath, routerBase } from '../i18n/languagePaths';
import type { SitePage } from '../app/routes';
import { makeStore } from '../app/store';
import { site } from '../config/site';
import { createStaticI18n } from '../i18n/staticI18n';
import type { Language } from '../i18n/languages';
import en from '../i18n/locales/en';
import fr from '../i18n/locales/fr';
import { headTags, pageMeta } from '../seo/pageMeta';

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  const reader = stream.getReader();
  let html = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    html += decoder.decode(chunk.value, { stream: true });
  }
  return html + decoder.decode();
}

/**
 * The app's markup for one route and language as the browser's first render makes it (initial store, no query),
 * once the route's lazy page has loaded, so the HTML holds the page rather than its loading state.
 */
export async function renderAppHtml(page: SitePage, language: Language): Promise<string> {
  const store = makeStore();
  const i18n = createStaticI18n(language, { fr, en });
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <AppProviders store={store} i18n={i18n}>
      <StaticRouter basename={routerBase(language)} location={localizedPath(page.path, language)}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
    {
      // Every boundary inline, however large: an outlined one would need React's inline script to show.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        errors.push(error);
      },
    },
  );
  const html = await readAll(prelude);
  // An error while rendering would ship a page that falls back to client rendering: fail the build instead.
  if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${page.path} (${language}) failed`);
  return html;
}

/** The page's `<head>` metadata: title, description, canonical and alternates, previews, JSON-LD. */
export function renderPageHead(page: SitePage, language: Language): string {
  const { t } = createStaticI18n(language, { fr, en });
  return headTags(pageMeta(page, language, t, site));
}
