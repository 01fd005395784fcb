import { heightAt, type StockImage } from '../../src/lib/stockImage';

type Bytes = Uint8Array<ArrayBuffer>;

/**
 * Why the stock host gave no photo: 504 when it took too long, 502 for anything else. `answered`: it did
 * answer, just not with a photo (so it is up).
 */
export class UpstreamFailure extends Error {
  constructor(
    readonly status: 502 | 504,
    message: string,
    readonly answered = false,
  ) {
    super(message);
    this.name = 'UpstreamFailure';
  }
}

/** Raster types only: an SVG served from the site's origin could carry script. */
const imageTypes = new Set(['image/avif', 'image/webp', 'image/jpeg', 'image/png', 'image/gif']);

/** Redirects followed at most, each within the stock host's own host. */
export const MAX_UPSTREAM_REDIRECTS = 3;

const ascii = (bytes: Bytes, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/**
 * The raster format the bytes are, by their signature, whatever the answer's `Content-Type` says: an SVG or an HTML
 * page labelled `image/png` is none. AVIF is an ISO media file whose `ftyp` box names the `avif` or `avis` brand.
 */
export function imageTypeOf(bytes: Bytes): string | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6))) return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 4, 4) === 'ftyp') {
    const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
    for (let offset = 8; offset + 4 <= Math.min(boxSize, bytes.byteLength); offset += offset === 8 ? 8 : 4) {
      if (['avif', 'avis'].includes(ascii(bytes, offset, 4))) return 'image/avif';
    }
  }
  return undefined;
}

/** The photo at a width, cropped to its ratio, in a format, as the stock host's own resize parameters ask. */
export function upstreamUrl(origin: string, image: StockImage, width: number, format: string, quality: number): string {
  const params = new URLSearchParams({
    fit: 'crop',
    w: String(width),
    h: String(heightAt(image, width)),
    fm: format,
    q: String(quality),
  });
  return `${origin.replace(/\/+$/, '')}/${encodeURIComponent(image.id)}?${params.toString()}`;
}

export interface UpstreamFetch {
  timeoutMs: number;
  /** A larger answer is refused: nothing unbounded reaches memory or the disk cache. */
  maxBytes: number;
  fetch: typeof fetch;
}

async function readCapped(response: Response, maxBytes: number): Promise<Bytes> {
  const reader = response.body?.getReader();
  if (reader === undefined) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new UpstreamFailure(502, `answer over ${String(maxBytes)} bytes`, true);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/**
 * The stock host's answer, following at most `MAX_UPSTREAM_REDIRECTS` redirects and only on its own host: a
 * redirect elsewhere (the server's own network, say) is never followed.
 */
async function fetchWithinHost(url: string, options: UpstreamFetch, signal: AbortSignal): Promise<Response> {
  const { host } = new URL(url);
  let current = url;
  for (let redirects = 0; ; redirects += 1) {
    const response = await options.fetch(current, { signal, redirect: 'manual', headers: { Accept: 'image/*' } });
    const location = response.headers.get('location');
    if (!redirectStatuses.has(response.status) || location === null) return response;
    await response.body?.cancel();
    const next = new URL(location, current);
    if (next.host !== host || !['http:', 'https:'].includes(next.protocol))
      throw new UpstreamFailure(502, `redirect to another host (${next.origin})`, true);
    if (redirects >= MAX_UPSTREAM_REDIRECTS)
      throw new UpstreamFailure(502, `more than ${String(MAX_UPSTREAM_REDIRECTS)} redirects`, true);
    current = next.href;
  }
}

/**
 * One image from the stock host, whole, within `timeoutMs` from the request to the last byte: a raster photo
 * by its label and by its bytes, whose signature gives the type it is served as.
 */
export async function fetchUpstreamImage(url: string, options: UpstreamFetch): Promise<{ bytes: Bytes; type: string }> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const response = await fetchWithinHost(url, options, signal);
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new UpstreamFailure(502, `status ${String(response.status)}`, true);
    }
    const label = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!imageTypes.has(label)) {
      await response.body?.cancel();
      throw new UpstreamFailure(502, `type ${label || 'none'}`, true);
    }
    const bytes = await readCapped(response, options.maxBytes);
    const type = imageTypeOf(bytes);
    if (type === undefined) throw new UpstreamFailure(502, `labelled ${label}, but not a raster image`, true);
    return { bytes, type };
  } catch (error) {
    if (error instanceof UpstreamFailure) throw error;
    if (signal.aborted) throw new UpstreamFailure(504, `no answer within ${String(options.timeoutMs)} ms`);
    throw new UpstreamFailure(502, `unreachable (${error instanceof Error ? error.message : String(error)})`);
  }
}
