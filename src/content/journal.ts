import type { Language } from '../i18n/languages';
import type { ArticleBody, ArticleCard, ArticleMeta } from './article';
import { articles } from './journal.data';

export { articles };
export { articleFile, articlePath, journalFeedPath, journalTagPath } from './article';
export type { ArticleBody, ArticleCard, ArticleMeta, ArticleTag } from './article';

export const articleBySlug = (slug: string): ArticleCard | undefined =>
  articles.find((article) => article.slug === slug);

/** The articles written in `language`, newest first, each with its words in that language. */
export const articlesIn = (language: Language): { card: ArticleCard; meta: ArticleMeta }[] =>
  articles.flatMap((card) => {
    const meta = card[language];
    return meta === undefined ? [] : [{ card, meta }];
  });

/** An article's body in one language, from its own chunk: no other page carries its text. */
export function loadArticleBody(slug: string, language: Language): Promise<ArticleBody> {
  return import(/* webpackInclude: /[\\/](?:fr|en)\.md$/ */ `../../content/journal/${slug}/${language}.md`).then(
    (module: { default: ArticleBody }) => module.default,
  );
}
