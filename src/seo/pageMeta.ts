import { isNotFound, routeAt, type SitePage } from '../app/routes';
import type { SiteConfig } from '../config/siteConfig';
import type { ArticleMeta } from '../content/article';
import { articleBySlug, journalFeedPath } from '../content/journal';
import { projectBySlug, type Project } from '../content/portfolio';
import { otherLanguage, type Language } from '../i18n/languages';
import { escapeHtml, jsonForScript } from '../lib/html';
import { ogImage, shareImage } from './linkPreviews';
import { alternatesOf, hreflangs, pageUrl, routeMeta, type Hreflang, type MetaTranslate } from './routeMeta';

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

/** A case study: a work of the agency's, which made it (schema.org's `CreativeWork`). */
export interface CreativeWorkJsonLd {
  readonly '@context': 'https://schema.org';
  readonly '@type': 'CreativeWork';
  readonly name: string;
  readonly description: string;
  readonly url: string;
  readonly inLanguage: Language;
  readonly image?: string;
  readonly dateCreated: string;
  readonly keywords: string;
  readonly creator: Omit<OrganizationJsonLd, '@context'>;
}

/** A journal article (schema.org's `BlogPosting`): its author, a person of the agency, which publishes it. */
export interface BlogPostingJsonLd {
  readonly '@context': 'https://schema.org';
  readonly '@type': 'BlogPosting';
  readonly headline: string;
  readonly description: string;
  readonly url: string;
  readonly mainEntityOfPage: string;
  readonly inLanguage: Language;
  readonly image: string;
  readonly datePublished: string;
  readonly dateModified: string;
  readonly keywords: string;
  readonly author: { readonly '@type': 'Person'; readonly name: string; readonly jobTitle: string };
  readonly publisher: {
    readonly '@type': 'Organization';
    readonly name: string;
    readonly url: string;
    readonly logo: { readonly '@type': 'ImageObject'; readonly url: string };
  };
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
  /** Absent for a page in one language only (an article): `hreflang` pairs only pages that exist in both. */
  readonly alternates?: Readonly<Record<Hreflang, string>>;
  readonly locale: OgLocale;
  readonly alternateLocale?: OgLocale;
  readonly image: {
    readonly url: string;
    readonly width: number;
    readonly height: number;
    /** Absent for a cover photo: the image endpoint answers each client in the format it accepts. */
    readonly type?: string;
    readonly alt: string;
  };
  /** `article` for a case study or an article, `website` otherwise. */
  readonly ogType: 'website' | 'article';
  readonly jsonLd: OrganizationJsonLd | CreativeWorkJsonLd | BlogPostingJsonLd;
  /** The journal's pages link their language's Atom feed. */
  readonly feed?: { readonly url: string; readonly title: string };
}

/** The Atom feed of the journal in a language, as the journal's pages link it. */
export const journalFeedOf = (site: Pick<SiteConfig, 'agencyName' | 'publicOrigin'>, language: Language) => ({
  url: pageUrl(site.publicOrigin, journalFeedPath, language),
  title: `${site.agencyName} · Journal (${language.toUpperCase()})`,
});

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

function creativeWorkJsonLd(
  project: Project,
  meta: { name: string; description: string; url: string; image?: string },
  language: Language,
  organization: OrganizationJsonLd,
): CreativeWorkJsonLd {
  const creator: Omit<OrganizationJsonLd, '@context'> = { ...organization };
  Reflect.deleteProperty(creator, '@context');
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    ...meta,
    inLanguage: language,
    dateCreated: String(project.year),
    keywords: project.tags.join(', '),
    creator,
  };
}

function blogPostingJsonLd(
  article: ArticleMeta,
  meta: { url: string; image: string },
  language: Language,
  organization: OrganizationJsonLd,
): BlogPostingJsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    url: meta.url,
    mainEntityOfPage: meta.url,
    inLanguage: language,
    image: meta.image,
    datePublished: article.published,
    dateModified: article.updated,
    keywords: article.tags.map((tag) => tag.label).join(', '),
    author: { '@type': 'Person', name: article.author.name, jobTitle: article.author.role },
    publisher: {
      '@type': 'Organization',
      name: organization.name,
      url: organization.url,
      logo: { '@type': 'ImageObject', url: organization.logo },
    },
  };
}

/** An article's page: its words in the page's language, its share image, its `BlogPosting`. */
function articlePageMeta(page: SitePage, language: Language, t: MetaTranslate, site: SiteConfig): PageMeta | undefined {
  const card = page.slug === undefined ? undefined : articleBySlug(page.slug);
  const article = card?.[language];
  if (card === undefined || article === undefined) return undefined;
  const route = routeMeta(page, language, t, site, article);
  const preview = shareImage(`journal-${card.slug}`, language);
  const image = {
    url: `${site.publicOrigin}${preview.path}`,
    width: preview.width,
    height: preview.height,
    type: preview.type,
    alt: article.coverAlt,
  };
  const paired = card.languages.length > 1;
  return {
    language,
    siteName: site.agencyName,
    ...route,
    indexed: true,
    previewed: true,
    ...(paired
      ? {
          alternates: alternatesOf(site.publicOrigin, page.path),
          alternateLocale: ogLocaleOf[otherLanguage(language)],
        }
      : {}),
    locale: ogLocaleOf[language],
    image,
    ogType: 'article',
    jsonLd: blogPostingJsonLd(article, { url: route.canonical, image: image.url }, language, organizationJsonLd(site)),
    feed: journalFeedOf(site, language),
  };
}

/** Everything a page says about itself to search engines and link previews, in one language. */
export function pageMeta(page: SitePage, language: Language, t: MetaTranslate, site: SiteConfig): PageMeta {
  if ('eachArticle' in routeAt(page.route)) {
    const article = articlePageMeta(page, language, t, site);
    if (article === undefined) throw new Error(`No article ${page.path} in ${language}`);
    return article;
  }
  const route = routeMeta(page, language, t, site);
  const organization = organizationJsonLd(site);
  const project = page.slug === undefined ? undefined : projectBySlug(page.slug);
  const preview = project === undefined ? ogImage : shareImage(project.slug, language);
  const image = {
    url: `${site.publicOrigin}${preview.path}`,
    width: preview.width,
    height: preview.height,
    type: preview.type,
    alt:
      project === undefined
        ? t('meta.ogImageAlt', { name: site.agencyName })
        : t(`projects.items.${project.slug}.coverAlt`),
  };
  return {
    language,
    siteName: site.agencyName,
    ...route,
    indexed: routeAt(page.route).indexed,
    previewed: !isNotFound(page.route),
    alternates: alternatesOf(site.publicOrigin, page.path),
    locale: ogLocaleOf[language],
    alternateLocale: ogLocaleOf[otherLanguage(language)],
    image,
    ogType: project === undefined ? 'website' : 'article',
    ...(page.route === '/journal' ? { feed: journalFeedOf(site, language) } : {}),
    jsonLd:
      project === undefined
        ? organization
        : creativeWorkJsonLd(
            project,
            {
              name: t(`projects.items.${project.slug}.title`),
              description: route.description,
              url: route.canonical,
              image: image.url,
            },
            language,
            organization,
          ),
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
          ...hreflangs.flatMap((hreflang) =>
            meta.alternates === undefined
              ? []
              : [`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(meta.alternates[hreflang])}">`],
          ),
        ]
      : [metaTag('name', 'robots', 'noindex')]),
    ...(meta.feed === undefined
      ? []
      : [
          `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(meta.feed.title)}" href="${escapeHtml(meta.feed.url)}">`,
        ]),
    ...(meta.previewed ? previewTags(meta) : []),
  ].join('\n');
}

/** The link preview (Open Graph, Twitter) and the page's JSON-LD. */
function previewTags(meta: PageMeta): string[] {
  return [
    metaTag('property', 'og:type', meta.ogType),
    metaTag('property', 'og:site_name', meta.siteName),
    metaTag('property', 'og:title', meta.title),
    metaTag('property', 'og:description', meta.description),
    metaTag('property', 'og:url', meta.canonical),
    metaTag('property', 'og:locale', meta.locale),
    ...(meta.alternateLocale === undefined ? [] : [metaTag('property', 'og:locale:alternate', meta.alternateLocale)]),
    metaTag('property', 'og:image', meta.image.url),
    ...(meta.image.type === undefined ? [] : [metaTag('property', 'og:image:type', meta.image.type)]),
    metaTag('property', 'og:image:width', meta.image.width),
    metaTag('property', 'og:image:height', meta.image.height),
    metaTag('property', 'og:image:alt', meta.image.alt),
    metaTag('name', 'twitter:card', 'summary_large_image'),
    metaTag('name', 'twitter:title', meta.title),
    metaTag('name', 'twitter:description', meta.description),
    metaTag('name', 'twitter:image', meta.image.url),
    metaTag('name', 'twitter:image:alt', meta.image.alt),
    `<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`,
  ];
}
