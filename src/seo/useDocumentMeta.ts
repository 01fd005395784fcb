import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { site } from '../config/site';
import { resolveLanguage } from '../i18n/languages';
import { routeAt } from '../app/routes';
import { pageOf } from '../app/sitePages';
import { routeMeta, type RouteMeta } from './routeMeta';

function headElement(tag: 'meta' | 'link', key: 'name' | 'rel', value: string): Element {
  const existing = document.head.querySelector(`${tag}[${key}="${value}"]`);
  if (existing) return existing;
  const created = document.createElement(tag);
  created.setAttribute(key, value);
  document.head.append(created);
  return created;
}

/** Puts a page's title, description and canonical URL in the document's head. */
export function applyDocumentMeta({ title, description, canonical }: RouteMeta, indexed: boolean): void {
  document.title = title;
  headElement('meta', 'name', 'description').setAttribute('content', description);
  // The confirmation page is never to be listed, whichever page the visitor came from or goes to next.
  if (indexed) {
    headElement('link', 'rel', 'canonical').setAttribute('href', canonical);
    document.head.querySelector('meta[name="robots"]')?.remove();
  } else {
    document.head.querySelector('link[rel="canonical"]')?.remove();
    headElement('meta', 'name', 'robots').setAttribute('content', 'noindex');
  }
  document.head.querySelector('meta[property="og:url"]')?.setAttribute('content', canonical);
}

/**
 * Keeps the title, description and canonical URL in step with the page and language shown. An article's page sets
 * its own (its words are in its chunk, not in every page's).
 */
export function useDocumentMeta(): void {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  const language = resolveLanguage(i18n.resolvedLanguage);
  const page = pageOf(pathname, language);

  useEffect(() => {
    const route = routeAt(page.route);
    if ('eachArticle' in route) return;
    applyDocumentMeta(routeMeta(page, language, t, site), route.indexed);
  }, [page, language, t]);
}
