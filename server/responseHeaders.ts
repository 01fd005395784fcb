import { allowsBookingWidget } from '../src/app/routes';
import { ogImage, SHARE_IMAGE_DIR } from '../src/seo/linkPreviews';
import { securityHeaders } from './securityHeaders';
import type { ManifestEntry, SiteManifest } from './siteManifest';

export type HeaderValues = Readonly<Record<string, string>>;

/** Content-hashed files never change under their name; anything else is revalidated with its ETag. */
export function cacheControl(entry: Pick<ManifestEntry, 'immutable'>): string {
  return entry.immutable ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export interface ResponseHeaders {
  /** A page file's own security headers: its CSP allows its inline code. `undefined` for any other file. */
  forFile: (file: string) => HeaderValues | undefined;
  /** The security headers of every other response: nothing inline allowed. */
  fallback: HeaderValues;
  /** Those of any other response at `pathname`: the fallback, or a link-preview image's. */
  forPath: (pathname: string) => HeaderValues;
}

/**
 * Each response's security headers, worked out once from the manifest: a page's CSP allows that page's own inline
 * script and critical CSS by hash (and the consultation pages' the booking widget's hosts).
 */
export function responseHeaders(manifest: SiteManifest): ResponseHeaders {
  const bookingPages = new Set(
    manifest.pages.filter((page) => allowsBookingWidget(page.route)).map((page) => page.file),
  );
  const byFile = new Map<string, HeaderValues>();
  for (const entry of Object.values(manifest.files)) {
    if (entry.inline) byFile.set(entry.file, securityHeaders(entry.inline, { booking: bookingPages.has(entry.file) }));
  }
  // The images the pages name as their link previews (pageMeta.ts): the site's, and each case study's.
  const isPreview = (pathname: string) => pathname === ogImage.path || pathname.startsWith(SHARE_IMAGE_DIR);
  const shared = securityHeaders(undefined, { shared: true });
  const fallback = securityHeaders();
  return {
    forFile: (file) => byFile.get(file),
    fallback,
    forPath: (pathname) => (isPreview(pathname) ? shared : fallback),
  };
}
