import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import { languageOfPath } from '../src/i18n/languagePaths';
import { isAppRoute, notFoundPage, pageForRequest } from '../src/prerender/pages';

export { isAppRoute };
import { cacheControl } from './responseHeaders';
import type { ManifestEntry, SiteManifest, StoredFile } from './siteManifest';

type Bytes = Uint8Array<ArrayBuffer>;

/** Reads a file of the build by its path relative to the build's folder: the disk on Node, a binding elsewhere. */
export type FileAccess = (file: string) => Promise<Bytes>;

/** Below this, compressing costs more than it saves (the build's own threshold for its compressed copies). */
const COMPRESS_THRESHOLD = 1024;

const entryOf = (manifest: SiteManifest, file: string) =>
  Object.hasOwn(manifest.files, file) ? manifest.files[file] : undefined;

/** The build's entry that answers a GET, and whether it answers as the not-found page (status 404). */
export interface Answer {
  entry: ManifestEntry;
  notFound: boolean;
}

/**
 * What answers a GET: a route's page, a published file, or else the not-found page of the address's language
 * (404). `404.html` itself is published, as the service worker precaches it.
 */
export function answerForRequest(manifest: SiteManifest, pathname: string): Answer | undefined {
  const notFound = () => {
    const entry = entryOf(manifest, notFoundPage(languageOfPath(pathname)).file);
    return entry === undefined ? undefined : { entry, notFound: true };
  };
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return notFound();
  }
  // `/en//contact.html` is `/en/contact.html`, as a file system would have it.
  const normalized = decoded.replace(/\/{2,}/g, '/');
  if (isAppRoute(normalized)) {
    const page = pageForRequest(manifest.pages, normalized);
    const entry = entryOf(manifest, page.file);
    return entry === undefined ? undefined : { entry, notFound: page.status === 404 };
  }
  const entry = entryOf(manifest, normalized.slice(1));
  return entry === undefined ? notFound() : { entry, notFound: false };
}

/** The build's entry that answers a GET (see `answerForRequest`). */
export function entryForRequest(manifest: SiteManifest, pathname: string): ManifestEntry | undefined {
  return answerForRequest(manifest, pathname)?.entry;
}

/**
 * Whether a GET of this address is answered with a page, which the visitor's language may redirect (see
 * languageRedirect.ts): a route, or a file the build did not publish (answered with the not-found page).
 */
export function answersWithPage(manifest: SiteManifest, pathname: string): boolean {
  return isAppRoute(pathname) || answerForRequest(manifest, pathname)?.notFound === true;
}

/** One `bytes=` range of a body of `size` bytes, `null` when unsatisfiable, `undefined` to send it whole. */
function byteRange(header: string, size: number): { start: number; end: number } | null | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges, or another unit: sending the whole body is always a correct answer.
  if (match === null) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 ? null : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start >= size || end < start ? null : { start, end };
}

/** The supported coding the client rates highest, ours in order of preference on a tie (Brotli first). */
const preferred: NonNullable<Parameters<typeof accepts>[1]['match']> = (accepted, { supports, default: fallback }) => {
  const rating = (coding: string) =>
    (accepted.find((item) => item.type.toLowerCase() === coding) ?? accepted.find((item) => item.type === '*'))?.q ?? 0;
  let best: { coding: string; q: number } | undefined;
  for (const coding of supports) {
    const q = rating(coding);
    if (q > 0 && (best === undefined || q > best.q)) best = { coding, q };
  }
  return best?.coding ?? fallback;
};

const etagMatches = (header: string | undefined, etag: string) =>
  header?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*') ?? false;

export interface StaticFilesOptions {
  /** Without compressed copies where the platform compresses what it sends (a CDN's edge). */
  manifest: SiteManifest;
  files: FileAccess;
  /** The security headers a file is sent with, where they are its own. */
  headersFor: (file: string) => Readonly<Record<string, string>> | undefined;
}

/** The build's compressed copies, by the coding a client names in `Accept-Encoding`, ours first on a tie. */
const copies = [
  ['br', 'brotli'],
  ['gzip', 'gzip'],
] as const;

/**
 * A build file for a GET or HEAD, in the Brotli or gzip copy the build wrote when the client takes it; a ranged
 * request gets the file itself, so `Content-Range` counts the bytes sent.
 */
export function staticFiles({ manifest, files, headersFor }: StaticFilesOptions) {
  // A refusal describes no encoding or version of the file: only the file's own security headers.
  const plain = (file: string) =>
    new Headers({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headersFor(file) });

  return async (c: Context): Promise<Response | undefined> => {
    const url = new URL(c.req.url);
    const answer = answerForRequest(manifest, url.pathname);
    if (answer === undefined) return undefined;
    const { entry } = answer;
    // The not-found page says the address does not exist: always whole, never "not modified" (304).
    const status = answer.notFound ? 404 : 200;

    const range = status === 404 ? undefined : c.req.header('range');
    const stored = copies.filter(([, key]) => entry[key] !== undefined);
    const encoding =
      range === undefined && stored.length > 0
        ? accepts(c, {
            header: 'Accept-Encoding',
            supports: stored.map(([coding]) => coding),
            default: 'identity',
            match: preferred,
          })
        : 'identity';
    const copy = stored.find(([coding]) => coding === encoding)?.[1];
    const variant: StoredFile = (copy && entry[copy]) ?? entry;

    const headers = new Headers({
      'Content-Type': entry.type,
      'Cache-Control': cacheControl(entry),
      ETag: variant.etag,
      ...headersFor(entry.file),
    });
    // Also where the platform compresses what the worker sends (no copies there): its answer varies too.
    if (stored.length > 0 || (entry.compressible && entry.size >= COMPRESS_THRESHOLD))
      headers.set('Vary', 'Accept-Encoding');
    if (variant !== entry) headers.set('Content-Encoding', encoding);
    else headers.set('Accept-Ranges', 'bytes');

    const ifMatch = status === 404 ? undefined : c.req.header('if-match');
    if (ifMatch !== undefined && !etagMatches(ifMatch, variant.etag))
      return new Response('Precondition Failed', { status: 412, headers: plain(entry.file) });
    if (status === 200 && etagMatches(c.req.header('if-none-match'), variant.etag))
      return new Response(null, { status: 304, headers });

    const body = await files(variant.file);
    const ifRange = c.req.header('if-range');
    const wanted =
      range !== undefined && (ifRange === undefined || ifRange === entry.etag)
        ? byteRange(range, body.byteLength)
        : undefined;
    if (wanted === null) {
      const refusal = plain(entry.file);
      refusal.set('Content-Range', `bytes */${String(body.byteLength)}`);
      return new Response('Range Not Satisfiable', { status: 416, headers: refusal });
    }
    if (wanted !== undefined) {
      const part = body.subarray(wanted.start, wanted.end + 1);
      headers.set('Content-Range', `bytes ${String(wanted.start)}-${String(wanted.end)}/${String(body.byteLength)}`);
      headers.set('Content-Length', String(part.byteLength));
      return new Response(part, { status: 206, headers });
    }
    headers.set('Content-Length', String(body.byteLength));
    return new Response(body, { status, headers });
  };
}
