import { PHOTO_VERSION } from '../../src/lib/stockImage';

export type PhotoFormat = 'avif' | 'webp' | 'jpeg';

export const photoFormats = {
  avif: { type: 'image/avif', extension: 'avif', upstream: 'avif' },
  webp: { type: 'image/webp', extension: 'webp', upstream: 'webp' },
  jpeg: { type: 'image/jpeg', extension: 'jpg', upstream: 'jpg' },
} as const satisfies Record<PhotoFormat, { type: string; extension: string; upstream: string }>;

/**
 * Everything that decides the bytes of an answer. PHOTO_VERSION names these settings: change one, and bump
 * the version (tests/unit/server/photoEncoding.test.ts holds them to it), or browsers keep the old photos.
 */
export const encodingSettings = {
  version: PHOTO_VERSION,
  /** The one size fetched from the stock host per photo; every width is resized from it. */
  source: { width: 1600, quality: 85 },
  // Effort 2 encodes a 960 px photo about ten times faster than the default 4 for a few per cent more bytes:
  // a visitor who asks first waits for the encoder.
  avif: { quality: 50, effort: 2 },
  webp: { quality: 70, effort: 4 },
  jpeg: { quality: 72, mozjpeg: true },
  /** Without an encoder the stock host encodes, at this quality. */
  upstreamQuality: 70,
} as const;

/** The best format the request accepts: AVIF, then WebP, then JPEG, which every browser takes. */
export function formatFor(accept: string | undefined): PhotoFormat {
  const accepted = new Set<string>();
  for (const item of (accept ?? '').split(',')) {
    const [type = '', ...params] = item.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(type);
  }
  // Only a format named outright counts: `*/*` comes from browsers that may not decode AVIF.
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'jpeg';
}
