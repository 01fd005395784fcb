import { isNotFound, routeAt, type RoutePath } from '../app/routes';
import type { SiteConfig } from '../config/siteConfig';
import { otherLanguage, type Language } from '../i18n/languages';
import { escapeHtml, jsonForScript } from '../lib/html';
import { alternatesOf, hreflangs, routeMeta, type Hreflang, type MetaTranslate } from './routeMeta';

/** The link-preview image: rendered by scripts/generate-og-image.mjs, fetched by crawlers only. */
export const ogImage = { path: '/og-image.png', width: 1200, height: 630, type: 'image/png' } as const;

const ogLocaleOf = { fr: 'fr_FR', en: 'en_US' } as const satisfies Record<Language, string>;
type OgLocale = (typeof ogLocaleOf)[Language];

export interface OrganizationJsonLd {
  readonly '@context': 'https://schema.org';
  readonly '@type': 'Organization';
  readonly name: string;
  readonly url: string;
  readonly logo: string;
  readonly email: string;
  readonly telephone: string;
  readonly address: {
    readonly '@type': 'PostalAddress';
    readonly streetAddress: string;
    readonly postalCode: string;
    readonly addressLocality: string;
    readonly addressCountry: string;
  };
  readonly contactPoint: {
    readonly '@type': 'ContactPoint';
    readonly contactType: string;
    readonly email: string;
    readonly telephone: string;
    readonly availableLanguage: readonly string[];
  };
  readonly sameAs: readonly string[];
}

export interface PageMeta {
  readonly language: Language;
  readonly siteName: string;
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  /** False: `noindex`, and no canonical or alternates that would ask for the page to be listed. */
  readonly indexed: boolean;
  /**
   * False for the not-found page: an address that leads nowhere is never shared, so it carries no link
   * preview nor the organisation's data (and its bytes stay within the first round trip).
   */
  readonly previewed: boolean;
  readonly alternates: Readonly<Record<Hreflang, string>>;
  readonly locale: OgLocale;
  readonly alternateLocale: OgLocale;
  readonly image: {
    readonly url: string;
    readonly width: number;
    readonly height: number;
    readonly type: string;
    readonly alt: string;
  };
  readonly organization: OrganizationJsonLd;
}

export function organizationJsonLd(site: SiteConfig): OrganizationJsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.agencyName,
    url: `${site.publicOrigin}/`,
    logo: `${site.publicOrigin}/icons/icon-512.png`,
    email: site.email,
    telephone: site.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.city,
      addressCountry: site.address.country,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: site.email,
      telephone: site.phone,
      availableLanguage: ['French', 'English'],
    },
    sameAs: site.social.map((link) => link.url),
  };
}

/** Everything a page says about itself to search engines and link previews, in one language. */
export function pageMeta(path: RoutePath, language: Language, t: MetaTranslate, site: SiteConfig): PageMeta {
  return {
    language,
    siteName: site.agencyName,
    ...routeMeta(path, language, t, site),
    indexed: routeAt(path).indexed,
    previewed: !isNotFound(path),
    alternates: alternatesOf(site.publicOrigin, path),
    locale: ogLocaleOf[language],
    alternateLocale: ogLocaleOf[otherLanguage(language)],
    image: {
      url: `${site.publicOrigin}${ogImage.path}`,
      width: ogImage.width,
      height: ogImage.height,
      type: ogImage.type,
      alt: t('meta.ogImageAlt', { name: site.agencyName }),
    },
    organization: organizationJsonLd(site),
  };
}

function metaTag(attribute: 'name' | 'property', key: string, content: string | number): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}">`;
}

/** The tags to put inside `<head>` (after `<meta charset>`), one a line, every value escaped. */
export function headTags(meta: PageMeta): string {
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    metaTag('name', 'description', meta.description),
    ...(meta.indexed
      ? [
          `<link rel="canonical" href="${escapeHtml(meta.canonical)}">`,
          ...hreflangs.map(
            (hreflang) =>
              `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(meta.alternates[hreflang])}">`,
          ),
        ]
      : [metaTag('name', 'robots', 'noindex')]),
    ...(meta.previewed ? previewTags(meta) : []),
  ].join('\n');
}

/** The link preview (Open Graph, Twitter) and the organisation's JSON-LD. */
function previewTags(meta: PageMeta): string[] {
  return [
    metaTag('property', 'og:type', 'website'),
    metaTag('property', 'og:site_name', meta.siteName),
    metaTag('property', 'og:title', meta.title),
    metaTag('property', 'og:description', meta.description),
    metaTag('property', 'og:url', meta.canonical),
    metaTag('property', 'og:locale', meta.locale),
    metaTag('property', 'og:locale:alternate', meta.alternateLocale),
    metaTag('property', 'og:image', meta.image.url),
    metaTag('property', 'og:image:type', meta.image.type),
    metaTag('property', 'og:image:width', meta.image.width),
    metaTag('property', 'og:image:height', meta.image.height),
    metaTag('property', 'og:image:alt', meta.image.alt),
    metaTag('name', 'twitter:card', 'summary_large_image'),
    metaTag('name', 'twitter:title', meta.title),
    metaTag('name', 'twitter:description', meta.description),
    metaTag('name', 'twitter:image', meta.image.url),
    metaTag('name', 'twitter:image:alt', meta.image.alt),
    `<script type="application/ld+json">${jsonForScript(meta.organization)}</script>`,
  ];
}
