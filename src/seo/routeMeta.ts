import { routeAt, type MetaSection, type SitePage } from '../app/routes';
import type { SiteConfig } from '../config/siteConfig';
import { localizedPath } from '../i18n/languagePaths';
import type { Language } from '../i18n/languages';

export type MetaKey =
  | `meta.${MetaSection}.${'title' | 'description'}`
  | 'meta.ogImageAlt'
  | `projects.items.${string}.${'title' | 'description' | 'coverAlt'}`;

/** What page metadata needs from i18next: the fixed-language `TFunction` (or `useTranslation`'s) fits. */
export type MetaTranslate = (key: MetaKey, options?: Record<string, string>) => string;

export const hreflangs = ['fr', 'en', 'x-default'] as const;
export type Hreflang = (typeof hreflangs)[number];

/** A page's address in a language (`/projects/kalma`, `/en/projects/kalma`), on the public origin. */
export function pageUrl(origin: string, path: string, language: Language): string {
  return `${origin}${localizedPath(path, language)}`;
}

export function alternatesOf(origin: string, path: string): Readonly<Record<Hreflang, string>> {
  const fr = pageUrl(origin, path, 'fr');
  return { fr, en: pageUrl(origin, path, 'en'), 'x-default': fr };
}

export interface RouteMeta {
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
}

/** An article's own title and description, in the page's language (src/content/article.ts). */
export interface ArticleWords {
  readonly title: string;
  readonly description: string;
}

/**
 * A page's title and description: its route's, filled in with its project's title and summary for a case study, and
 * with its article's for an article (which the caller reads from the journal: the route table has no words).
 */
export function routeMeta(
  page: SitePage,
  language: Language,
  t: MetaTranslate,
  site: Pick<SiteConfig, 'agencyName' | 'publicOrigin'>,
  article?: ArticleWords,
): RouteMeta {
  const section = routeAt(page.route).meta;
  const options: Record<string, string> =
    article !== undefined
      ? { name: site.agencyName, article: article.title, summary: article.description }
      : page.slug === undefined
        ? { name: site.agencyName }
        : {
            name: site.agencyName,
            project: t(`projects.items.${page.slug}.title`),
            summary: t(`projects.items.${page.slug}.description`),
          };
  return {
    title: t(`meta.${section}.title`, options),
    description: t(`meta.${section}.description`, options),
    canonical: pageUrl(site.publicOrigin, page.path, language),
  };
}
