import { isRecord } from '../src/lib/isRecord';
import type { StockImage } from '../src/lib/stockImage';
import type { PrerenderedPage } from '../src/prerender/pages';
import type { InlineSources } from './securityHeaders';

/** Where the build writes its manifest, inside the build's folder. The server never serves it. */
export const SITE_MANIFEST_FILE = 'site-manifest.json';

/** One encoding of a file as the build wrote it: identity, or its Brotli or gzip copy. */
export interface StoredFile {
  /** Relative to the build's folder, without a leading slash. */
  file: string;
  size: number;
  /** A strong validator from the content's hash. */
  etag: string;
}

export interface ManifestEntry extends StoredFile {
  type: string;
  /** Content-hashed: cached for a year. Anything else is revalidated. */
  immutable: boolean;
  /** Text worth compressing for a client that takes no Brotli. */
  compressible: boolean;
  brotli?: StoredFile;
  /** For clients that take no Brotli. */
  gzip?: StoredFile;
  /** An HTML page's own inline script and critical CSS, which its CSP allows by hash. */
  inline?: InlineSources;
}

/**
 * What the build produced, read once by the server at start: every file it may serve (by URL path,
 * without the leading slash), the prerendered pages and the stylesheets the entry loads.
 */
export interface SiteManifest {
  buildId: string;
  files: Readonly<Record<string, ManifestEntry>>;
  pages: readonly PrerenderedPage[];
  stylesheets: readonly string[];
  /** The `SITE_*` settings the build left at their invented example values (src/config/exampleValues.ts). */
  exampleSettings?: readonly string[];
  /** How many days leads are kept, as the build's privacy notice states (`LEAD_RETENTION_DAYS`); older builds lack it. */
  leadRetentionDays?: number;
  /** The stock photos the content names: the only ones the image endpoint serves. */
  photos: readonly StockImage[];
}

export class SiteManifestError extends Error {}

const isStoredFile = (value: unknown): value is StoredFile =>
  isRecord(value) && typeof value.file === 'string' && typeof value.size === 'number' && typeof value.etag === 'string';

const isEntry = (value: unknown): value is ManifestEntry => {
  if (!isStoredFile(value)) return false;
  const { type, brotli, gzip } = value as Partial<ManifestEntry>;
  return typeof type === 'string' && [brotli, gzip].every((copy) => copy === undefined || isStoredFile(copy));
};

/** Checks the shape of a decoded manifest, so a truncated or foreign file is refused at start, not mid-request. */
export function parseSiteManifest(value: unknown): SiteManifest {
  if (!isRecord(value) || typeof value.buildId !== 'string' || !isRecord(value.files))
    throw new SiteManifestError('the manifest has no build id or no file table');
  const malformed = Object.entries(value.files).find(([, entry]) => !isEntry(entry));
  if (malformed) throw new SiteManifestError(`the manifest's entry for ${malformed[0]} is malformed`);
  if (!Array.isArray(value.pages) || !Array.isArray(value.stylesheets) || !Array.isArray(value.photos))
    throw new SiteManifestError('the manifest lists no pages, no stylesheets or no photos');
  const { exampleSettings } = value;
  if (
    exampleSettings !== undefined &&
    !(Array.isArray(exampleSettings) && exampleSettings.every((name) => typeof name === 'string'))
  )
    throw new SiteManifestError('the manifest’s example settings are not a list of names');
  const { leadRetentionDays } = value;
  if (leadRetentionDays !== undefined && !(Number.isInteger(leadRetentionDays) && Number(leadRetentionDays) > 0))
    throw new SiteManifestError('the manifest’s retention is not a whole number of days');
  return value as unknown as SiteManifest;
}

/** Every file the manifest names, each encoding once: what must exist for the server to start. */
export function storedFiles(manifest: SiteManifest): StoredFile[] {
  return Object.values(manifest.files).flatMap((entry) =>
    [entry, entry.brotli, entry.gzip].filter((file) => file !== undefined),
  );
}
