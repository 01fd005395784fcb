// Apart from pageMeta.ts, whose portfolio the server must not load: the server gives these images their CORP header.

/** The link-preview image: drawn by the build from the brand's mark (scripts/images/brandImages.ts), fetched by crawlers only. */
export const ogImage = { path: '/og-image.png', width: 1200, height: 630, type: 'image/png' } as const;

/** Where the build draws each case study's link preview, its cover and title, one per language. */
export const SHARE_IMAGE_DIR = '/share/';

/** A case study's link preview in a language (scripts/images/shareImages.ts draws it). */
export const shareImage = (slug: string, language: 'fr' | 'en') =>
  ({ path: `${SHARE_IMAGE_DIR}${slug}-${language}.jpg`, width: 1200, height: 630, type: 'image/jpeg' }) as const;
