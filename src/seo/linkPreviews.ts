// Apart from pageMeta.ts, whose portfolio the server must not load: the server gives these images their CORP header.

/** The link-preview image: drawn by the build from the brand's mark (scripts/images/brandImages.ts), fetched by crawlers only. */
export const ogImage = { path: '/og-image.png', width: 1200, height: 630, type: 'image/png' } as const;

/** The width of a cover as a link preview: the image endpoint's nearest to the 1200 px previews ask for. */
export const PREVIEW_WIDTH = 1280;
