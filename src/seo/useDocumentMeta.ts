import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { resolveLanguage } from '../i18n/languages';
import { routeAt } from '../app/routes';
import { pageOf } from '../app/sitePages';

/**
 * Keeps the title, description and canonical URL in step with the page and language shown. The prerendered head is
 * right already, so the titles and the code that writes them load as a chunk of their own (`documentMeta`). An
 * article's page sets its own (its words are in its chunk, not in every page's).
 */
export function useDocumentMeta(): void {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const language = resolveLanguage(i18n.resolvedLanguage);
  const page = pageOf(pathname, language);

  useEffect(() => {
    const route = routeAt(page.route);
    if ('eachArticle' in route) return;
    let current = true;
    import(/* webpackChunkName: "documentMeta" */ './documentMeta').then(
      ({ showDocumentMeta }) => {
        // A later page's may have started since: only the page still shown writes the head.
        if (current) showDocumentMeta(i18n, page, language, route.indexed);
      },
      // Without its chunk (offline before it was ever kept) the head keeps the previous page's words.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [page, language, i18n]);
}
