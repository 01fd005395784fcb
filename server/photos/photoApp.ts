import { Hono } from 'hono';
import { PHOTO_VERSION, heightAt, photoWidths, type StockImage } from '../../src/lib/stockImage';
import { DEFAULT_PHOTO_UPSTREAM } from '../config';
import { photoBase } from '../functionPaths';
import type { AppEnv, Logger } from '../requestLog';
import { cacheControl } from '../responseHeaders';
import { encodingSettings, formatFor, photoFormats, type PhotoFormat } from './encoding';
import { fetchUpstreamImage, upstreamUrl, UpstreamFailure } from './upstream';

type Bytes = Uint8Array<ArrayBuffer>;

/** Keeps photos between requests and restarts: the disk on Node (node/diskCache.ts). */
export interface PhotoCache {
  read: (key: string) => Promise<Bytes | undefined>;
  write: (key: string, bytes: Bytes) => Promise<void>;
}

/** Resizes and encodes a photo; throws on bytes that are no image. sharp on Node (node/sharpEncoder.ts). */
export type PhotoEncoder = (
  source: Bytes,
  target: { width: number; height: number; format: PhotoFormat },
) => Promise<Bytes>;

/** How this runtime fetches, encodes and keeps photos: everything but which photos, which the build says. */
export type PhotoRuntime = Omit<PhotoAppOptions, 'photos'>;

export interface PhotoAppOptions {
  /** The photos that may be asked for: the content's (the build's manifest lists them). */
  photos: readonly StockImage[];
  /** The stock host's origin (`PHOTO_UPSTREAM`). */
  upstream?: string;
  /** Without one (a runtime where sharp cannot run), the stock host's own encoding is passed through. */
  encoder?: PhotoEncoder;
  /** Used with the encoder; without one, every answer is made afresh (a CDN in front keeps them). */
  cache?: PhotoCache;
  /** With the encoder, photos kept in memory too, at most this many bytes: the disk cache may fail. */
  memoryBytes?: number;
  timeoutMs?: number;
  maxUpstreamBytes?: number;
  /** After the stock host failed to answer, how long every photo not yet kept fails at once. */
  retryAfterMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
  log?: Logger;
}

/** Enough for the content's sources and the widths a phone and a desktop ask for, in all three formats. */
export const PHOTO_MEMORY_BYTES = 32 * 1024 * 1024;
export const PHOTO_UPSTREAM_TIMEOUT_MS = 5000;

/** One promise per key while it runs: concurrent first requests share one fetch or one encode. */
function sharedRuns<T>() {
  const running = new Map<string, Promise<T>>();
  return (key: string, run: () => Promise<T>): Promise<T> => {
    const existing = running.get(key);
    if (existing !== undefined) return existing;
    const started = run().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}

/**
 * Photos kept in memory, the least recently used forgotten first past `maxBytes`: without a disk that can
 * keep them, a photo is still fetched and encoded once, not once per request.
 */
function memoryCache(maxBytes: number) {
  const kept = new Map<string, Bytes>();
  let size = 0;
  return {
    get(key: string): Bytes | undefined {
      const bytes = kept.get(key);
      if (bytes !== undefined) {
        kept.delete(key);
        kept.set(key, bytes);
      }
      return bytes;
    },
    forget(key: string) {
      const bytes = kept.get(key);
      if (bytes === undefined) return;
      kept.delete(key);
      size -= bytes.byteLength;
    },
    set(key: string, bytes: Bytes) {
      if (bytes.byteLength > maxBytes || kept.has(key)) return;
      kept.set(key, bytes);
      size += bytes.byteLength;
      for (const [oldest, old] of kept) {
        if (size <= maxBytes) break;
        kept.delete(oldest);
        size -= old.byteLength;
      }
    },
  };
}

/**
 * `/img/<version>/<photo id>/<width>`: a photo of the content at a width of the layout, as AVIF, WebP or JPEG by the
 * request's `Accept`, from the site's own origin.
 */
export function createPhotoApp(options: PhotoAppOptions) {
  const {
    upstream = DEFAULT_PHOTO_UPSTREAM,
    encoder,
    cache,
    timeoutMs = PHOTO_UPSTREAM_TIMEOUT_MS,
    maxUpstreamBytes = 10 * 1024 * 1024,
    retryAfterMs = 10_000,
    memoryBytes = PHOTO_MEMORY_BYTES,
    now = Date.now,
    log = console,
  } = options;
  // Bound: workerd refuses a fetch called as a method of another object ("Illegal invocation").
  const fetchOptions = { timeoutMs, maxBytes: maxUpstreamBytes, fetch: options.fetch ?? fetch.bind(globalThis) };
  const photos = new Map(options.photos.map((photo) => [photo.id, photo]));
  const widths = new Set<string>(photoWidths.map(String));
  const shared = sharedRuns<{ bytes: Bytes; type: string }>();
  const sharedSource = sharedRuns<{ bytes: Bytes; fetched: boolean }>();
  const memory = memoryCache(memoryBytes);
  let down: { until: number; failure: UpstreamFailure } | undefined;

  /** The stock host, unless it just failed: then the same failure at once, not one wait per photo. */
  async function fromUpstream(url: string) {
    if (down !== undefined && now() < down.until) throw down.failure;
    try {
      return await fetchUpstreamImage(url, fetchOptions);
    } catch (error) {
      if (error instanceof UpstreamFailure && !error.answered) down = { until: now() + retryAfterMs, failure: error };
      throw error;
    }
  }

  /** The disk cache is a help, never a reason to fail: a photo that cannot be kept there is still served. */
  const keep = async (key: string, bytes: Bytes) => {
    memory.set(key, bytes);
    try {
      await cache?.write(key, bytes);
    } catch (error) {
      log.error(`photo cache: could not keep ${key}`, error);
    }
  };
  const read = async (key: string) => {
    const kept = memory.get(key) ?? (await cache?.read(key));
    if (kept !== undefined) memory.set(key, kept);
    return kept;
  };

  // Each read happens inside its shared run: a request arriving while the run works joins it, one arriving
  // after finds what it kept.
  async function encoded(photo: StockImage, width: number, format: PhotoFormat, encode: PhotoEncoder) {
    const type = photoFormats[format].type;
    const key = `${PHOTO_VERSION}/${photo.id}/${String(width)}.${photoFormats[format].extension}`;
    return shared(key, async () => {
      const kept = await read(key);
      if (kept !== undefined) return { bytes: kept, type };
      const sourceKey = `${PHOTO_VERSION}/${photo.id}/source`;
      const { width: sourceWidth, quality } = encodingSettings.source;
      const source = await sharedSource(sourceKey, async () => {
        const keptSource = await read(sourceKey);
        if (keptSource !== undefined) return { bytes: keptSource, fetched: false };
        const { bytes } = await fromUpstream(upstreamUrl(upstream, photo, sourceWidth, 'jpg', quality));
        // In memory at once: a width asked before this one's encode ends must not fetch it again.
        memory.set(sourceKey, bytes);
        return { bytes, fetched: true };
      });
      let bytes: Bytes;
      try {
        bytes = await encode(source.bytes, { width, height: heightAt(photo, width), format });
      } catch (error) {
        memory.forget(sourceKey);
        throw new UpstreamFailure(502, `not an image the encoder reads (${String(error)})`, true);
      }
      // On disk once it has proved readable, so a bad answer is asked for again rather than kept.
      if (source.fetched) await keep(sourceKey, source.bytes);
      await keep(key, bytes);
      return { bytes, type };
    });
  }

  const passedThrough = (photo: StockImage, width: number, format: PhotoFormat) => {
    const url = upstreamUrl(upstream, photo, width, photoFormats[format].upstream, encodingSettings.upstreamQuality);
    return shared(url, () => fromUpstream(url));
  };

  const app = new Hono<AppEnv>().basePath(photoBase);
  app.get('/:version/:id/:width', async (c) => {
    const { version, id, width } = c.req.param();
    const photo = photos.get(id);
    if (photo === undefined || !widths.has(width)) return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    // A page of an earlier build (kept by a service worker) still gets its photos, as encoded today.
    if (version !== PHOTO_VERSION)
      return /^v\d+$/.test(version)
        ? c.body(null, 302, { Location: `/img/${PHOTO_VERSION}/${id}/${width}`, 'Cache-Control': 'no-store' })
        : c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    const format = formatFor(c.req.header('accept'));
    try {
      const { bytes, type } =
        encoder === undefined
          ? await passedThrough(photo, Number(width), format)
          : await encoded(photo, Number(width), format, encoder);
      return c.body(bytes, 200, {
        'Content-Type': type,
        'Content-Length': String(bytes.byteLength),
        'Cache-Control': cacheControl({ immutable: true }),
        Vary: 'Accept',
      });
    } catch (error) {
      if (!(error instanceof UpstreamFailure)) throw error;
      log.error(`photo ${id} at ${width}: the stock host failed: ${error.message}`);
      const retry = down !== undefined && now() < down.until ? Math.ceil((down.until - now()) / 1000) : undefined;
      return c.text('The photo could not be fetched', error.status, {
        'Cache-Control': 'no-store',
        ...(retry === undefined ? {} : { 'Retry-After': String(retry) }),
      });
    }
  });
  // Under /img/ nothing else exists: never a page.
  app.get('*', (c) => c.text('Not found', 404, { 'Cache-Control': 'no-store' }));
  app.all('*', (c) => c.text('Method not allowed', 405, { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' }));
  return app;
}
