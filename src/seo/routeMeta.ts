import { routeAt, type MetaSection, type RoutePath } from '../app/routes';
import type { SiteConfig } from '../config/siteConfig';
import type { Language } from '../i18n/languages';

export type MetaKey = `meta.${MetaSection}.${'title' | 'description'}` | 'meta.ogImageAlt';

/** What page metadata needs from i18next: the fixed-language `TFunction` (or `useTranslation`'s) fits. */
export type MetaTranslate = (key: MetaKey, options: { name: string }) => string;

export const hreflangs = ['fr', 'en', 'x-default'] as const;
export type Hreflang = (typeof hreflangs)[number];

export function pageUrl(origin: string, path: RoutePath, language: Language): string {
  return `${origin}${routeAt(path).urls[language]}`;
}

export function alternatesOf(origin: string, path: RoutePath): Readonly<Record<Hreflang, string>> {
  const fr = pageUrl(origin, path, 'fr');
  return { fr, en: pageUrl(origin, path, 'en'), 'x-default': fr };
}

export interface RouteMeta {
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
}

export function routeMeta(
  path: RoutePath,
  language: Language,
  t: MetaTranslate,
  site: Pick<SiteConfig, 'agencyName' | 'publicOrigin'>,
): RouteMeta {
  const section = routeAt(path).meta;
  const options = { name: site.agencyName };
  return {
    title: t(`meta.${section}.title`, options),
    description: t(`meta.${section}.description`, options),
    canonical: pageUrl(site.publicOrigin, path, language),
  };
}
