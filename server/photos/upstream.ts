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

/** One image from the stock host, whole, within `timeoutMs` from the request to the last byte. */
export async function fetchUpstreamImage(url: string, options: UpstreamFetch): Promise<{ bytes: Bytes; type: string }> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const response = await options.fetch(url, { signal, redirect: 'follow', headers: { Accept: 'image/*' } });
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new UpstreamFailure(502, `status ${String(response.status)}`, true);
    }
    const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!imageTypes.has(type)) {
      await response.body?.cancel();
      throw new UpstreamFailure(502, `type ${type || 'none'}`, true);
    }
    return { bytes: await readCapped(response, options.maxBytes), type };
  } catch (error) {
    if (error instanceof UpstreamFailure) throw error;
    if (signal.aborted) throw new UpstreamFailure(504, `no answer within ${String(options.timeoutMs)} ms`);
    throw new UpstreamFailure(502, `unreachable (${error instanceof Error ? error.message : String(error)})`);
  }
}
