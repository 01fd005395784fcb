import type { i18n as I18n } from 'i18next';
import type { SitePage } from '../app/routes';
import { site } from '../config/site';
import type { Language } from '../i18n/languages';
import metaEn from '../i18n/locales/meta/en';
import metaFr from '../i18n/locales/meta/fr';
import { addCopySections } from '../i18n/pageCopy';
import { routeMeta, type ArticleWords, type RouteMeta } from './routeMeta';

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

/** Puts `page`'s title, description and address in the head, in `language`, with the titles' copy this chunk brings. */
export function showDocumentMeta(
  i18n: I18n,
  page: SitePage,
  language: Language,
  indexed: boolean,
  article?: ArticleWords,
): void {
  addCopySections(i18n, { fr: metaFr, en: metaEn });
  applyDocumentMeta(routeMeta(page, language, i18n.getFixedT(language), site, article), indexed);
}
