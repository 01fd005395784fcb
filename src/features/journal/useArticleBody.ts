import { use } from 'react';
import { loadArticleBody, type ArticleBody } from '../../content/journal';
import type { Language } from '../../i18n/languages';

// One request per article and language for the tab's life: React asks again on every render until it has settled.
const loading = new Map<string, Promise<ArticleBody>>();

/** An article's body in one language, from its own chunk; suspends the first time, as a lazy page does. */
export function useArticleBody(slug: string, language: Language): ArticleBody {
  const key = `${language}/${slug}`;
  let body = loading.get(key);
  if (body === undefined) {
    body = loadArticleBody(slug, language);
    loading.set(key, body);
  }
  return use(body);
}
