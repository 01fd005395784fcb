import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { resolveLanguage, type Language } from '../i18n/languages';
import { routeAt, type SitePage } from '../app/routes';
import { pageOf } from '../app/sitePages';
import type { ArticleWords } from './routeMeta';

/**
 * Writes `page`'s title, description and address into the head once the `documentMeta` chunk (the titles and the
 * code that writes them) has loaded, unless the returned function was called first: a later page's start cancels it.
 */
export function showDocumentMetaLater(
  i18n: I18n,
  page: SitePage,
  language: Language,
  indexed: boolean,
  article?: ArticleWords,
): () => void {
  let current = true;
  import(/* webpackChunkName: "documentMeta" */ './documentMeta').then(
    ({ showDocumentMeta }) => {
      if (current) showDocumentMeta(i18n, page, language, indexed, article);
    },
    // Without its chunk (offline before it was ever kept) the head keeps the previous page's words.
    () => undefined,
  );
  return () => {
    current = false;
  };
}

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
    return showDocumentMetaLater(i18n, page, language, route.indexed);
  }, [page, language, i18n]);
}
