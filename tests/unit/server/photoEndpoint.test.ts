/**
 * @jest-environment node
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createDiskPhotoCache } from '../../../server/node/diskCache';
import { createPhotoApp, type PhotoAppOptions } from '../../../server/photos/photoApp';
import { sharpEncoder } from '../../../server/node/sharpEncoder';
import { stockPhotos } from '../../../src/content/stockPhotos';
import type { Logger } from '../../../server/requestLog';
import { homePhotos } from '../../../src/content/homePhotos';
import { PHOTO_VERSION, stockImageUrl } from '../../../src/lib/stockImage';
import { until } from '../../support/until';

/** What the stand-in stock host does with each request. */
type Mode = 'photo' | 'silent' | 'stall-body' | 'html' | 'svg' | 'svg-labelled-jpeg' | 'garbage' | 'missing';

interface StandIn {
  origin: string;
  mode: Mode;
  /** Each request's path and query, in order. */
  requests: string[];
  stop: () => Promise<void>;
}

let photoBytes: Buffer;

beforeAll(async () => {
  photoBytes = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c8502a' } })
    .jpeg()
    .toBuffer();
});

async function standIn(): Promise<StandIn> {
  const held: ServerResponse[] = [];
  const state: StandIn = { origin: '', mode: 'photo', requests: [], stop: () => Promise.resolve() };
  const answer = (request: IncomingMessage, response: ServerResponse) => {
    state.requests.push(request.url ?? '');
    switch (state.mode) {
      case 'photo':
        response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(photoBytes);
        return;
      case 'silent':
        held.push(response);
        return;
      case 'stall-body':
        response.writeHead(200, { 'Content-Type': 'image/jpeg' });
        response.write(photoBytes.subarray(0, 100));
        held.push(response);
        return;
      case 'html':
        response.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>a page</p>');
        return;
      case 'svg':
        response.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end('<svg><script>alert(1)</script></svg>');
        return;
      case 'svg-labelled-jpeg':
        response
          .writeHead(200, { 'Content-Type': 'image/jpeg' })
          .end('<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><script>alert(1)</script></svg>');
        return;
      case 'garbage':
        response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end('not a photo at all');
        return;
      case 'missing':
        response.writeHead(404).end();
    }
  };
  const server: Server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  state.stop = () =>
    new Promise((resolve) => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      server.close(() => {
        resolve();
      });
    });
  return state;
}

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const photo = homePhotos.about; // 1200 x 1200
const photoAt = (width: number) => stockImageUrl(photo, width);

let upstream: StandIn;
let cacheDirs: string[] = [];
const logged: string[] = [];
const log: Logger = { info: (message) => logged.push(message), error: (message) => logged.push(message) };

beforeEach(async () => {
  upstream = await standIn();
  logged.length = 0;
});

afterEach(async () => {
  await upstream.stop();
  for (const dir of cacheDirs) rmSync(dir, { recursive: true, force: true });
  cacheDirs = [];
});

async function encodingApp(options: Partial<PhotoAppOptions> = {}, cacheDir?: string) {
  const dir = cacheDir ?? mkdtempSync(path.join(tmpdir(), 'photo-cache-'));
  cacheDirs.push(dir);
  const cache = await createDiskPhotoCache(dir, PHOTO_VERSION, log);
  const app = createPhotoApp({
    photos: stockPhotos,
    upstream: upstream.origin,
    encoder: sharpEncoder,
    cache,
    log,
    ...options,
  });
  return { dir, get: async (url: string, accept = CHROME_ACCEPT) => app.request(url, { headers: { Accept: accept } }) };
}

const dimensions = async (response: Response) => {
  const { format, width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return { format, width, height };
};

describe('the image endpoint: what can be asked for', () => {
  it('serves the content’s photos at the layout’s widths, and answers anything else 404 without asking the host', async () => {
    const { get } = await encodingApp();
    const refused = [
      `/img/${PHOTO_VERSION}/photo-not-in-the-content/640`,
      `/img/${PHOTO_VERSION}/${photo.id}/500`,
      `/img/${PHOTO_VERSION}/${photo.id}/0640`,
      `/img/${PHOTO_VERSION}/${photo.id}/3200`,
      `/img/${PHOTO_VERSION}/${photo.id}/640/more`,
      `/img/${PHOTO_VERSION}/..%2F..%2Fetc%2Fpasswd/640`,
      `/img/${PHOTO_VERSION}/${photo.id}`,
      `/img/vx/${photo.id}/640`,
      '/img/',
      '/img',
    ];
    for (const url of refused) {
      const response = await get(url);
      expect([url, response.status]).toEqual([url, 404]);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect((await (await encodingApp()).get(photoAt(640))).status).toBe(200);
    // The one request the host saw is the source of the allowed photo.
    expect(upstream.requests).toHaveLength(1);
    expect(upstream.requests[0]).toMatch(new RegExp(`^/${photo.id}\\?`));
  });

  it('refuses every method but GET and HEAD', async () => {
    const app = createPhotoApp({ photos: stockPhotos, upstream: upstream.origin, log });
    const response = await app.request(photoAt(640), { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('sends a photo of an earlier version, named by an older page, to the photo as encoded today', async () => {
    const { get } = await encodingApp();
    const response = await get(`/img/v0/${photo.id}/640`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(photoAt(640));
    expect(upstream.requests).toHaveLength(0);
  });
});

describe('the image endpoint: formats', () => {
  it('answers AVIF, WebP or JPEG by Accept, at the width asked and the photo’s ratio, cached for good', async () => {
    const { get } = await encodingApp();
    const cases = [
      [CHROME_ACCEPT, 'image/avif', 'heif'],
      ['image/avif;q=0, image/webp, */*;q=0.8', 'image/webp', 'webp'],
      ['image/webp,*/*', 'image/webp', 'webp'],
      ['image/*,*/*;q=0.8', 'image/jpeg', 'jpeg'],
      ['', 'image/jpeg', 'jpeg'],
    ] as const;
    for (const [accept, type, format] of cases) {
      const response = await get(photoAt(640), accept);
      expect([accept, response.status, response.headers.get('content-type')]).toEqual([accept, 200, type]);
      expect(response.headers.get('vary')).toBe('Accept');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
      expect(await dimensions(response)).toEqual({ format, width: 640, height: 640 });
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const { get } = await encodingApp();
    const app = createPhotoApp({ photos: stockPhotos, upstream: upstream.origin, encoder: sharpEncoder, log });
    const head = await app.request(photoAt(320), { method: 'HEAD', headers: { Accept: CHROME_ACCEPT } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/avif');
    expect(await head.text()).toBe('');
    expect((await get(photoAt(320))).status).toBe(200);
  });
});

describe('the image endpoint: the disk cache', () => {
  it('asks the host once per photo: every width and format after the first is made from the kept source', async () => {
    const { get, dir } = await encodingApp();
    expect((await get(photoAt(960))).status).toBe(200);
    expect(upstream.requests).toHaveLength(1);
    // The one size asked for: the largest the layout offers, cropped to the photo's ratio.
    const asked = new URL(upstream.requests[0] ?? '', 'http://host').searchParams;
    expect(Object.fromEntries(asked)).toMatchObject({ w: '1600', h: '1600', fit: 'crop' });

    for (const width of [320, 640, 960, 1600]) {
      for (const accept of [CHROME_ACCEPT, 'image/webp', 'image/jpeg']) {
        expect((await get(photoAt(width), accept)).status).toBe(200);
      }
    }
    expect(upstream.requests).toHaveLength(1);
    const kept = readdirSync(path.join(dir, PHOTO_VERSION, photo.id)).sort();
    expect(kept).toEqual(
      [
        'source',
        ...[320, 640, 960, 1600].flatMap((width) => ['avif', 'jpg', 'webp'].map((ext) => `${String(width)}.${ext}`)),
      ].sort(),
    );
  });

  it('serves what it kept after a restart with the host gone, and clears other versions and unfinished writes', async () => {
    const first = await encodingApp();
    const before = Buffer.from(await (await first.get(photoAt(640))).arrayBuffer());
    await upstream.stop();
    const stale = path.join(first.dir, 'v0');
    const unfinished = path.join(first.dir, PHOTO_VERSION, photo.id, '640.avif.1234.tmp');
    const { writeFileSync, mkdirSync } = await import('node:fs');
    mkdirSync(stale);
    writeFileSync(unfinished, 'half');

    const restarted = await encodingApp({}, first.dir);
    const again = await restarted.get(photoAt(640));
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer()).equals(before)).toBe(true);
    // A width not made before comes from the kept source.
    expect((await restarted.get(photoAt(1280))).status).toBe(200);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(unfinished)).toBe(false);
  });

  it('keeps no answer the encoder cannot read, and asks again next time', async () => {
    upstream.mode = 'garbage';
    const { get, dir } = await encodingApp();
    const response = await get(photoAt(640));
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(existsSync(path.join(dir, PHOTO_VERSION, photo.id))).toBe(false);
    upstream.mode = 'photo';
    expect((await get(photoAt(640))).status).toBe(200);
    expect(upstream.requests).toHaveLength(2);
  });

  it('without a disk that keeps them, still fetches and encodes each photo once, in memory', async () => {
    let encodes = 0;
    const cache = { read: () => Promise.resolve(undefined), write: () => Promise.reject(new Error('read-only')) };
    const app = createPhotoApp({
      photos: stockPhotos,
      upstream: upstream.origin,
      encoder: (source, target) => {
        encodes += 1;
        return sharpEncoder(source, target);
      },
      cache,
      log,
    });
    const get = () => app.request(photoAt(640), { headers: { Accept: 'image/webp' } });
    const answers = [...(await Promise.all([get(), get(), get()])), await get(), await get()];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    // Another width of the same photo: made from the source kept in memory.
    expect((await app.request(photoAt(320), { headers: { Accept: 'image/webp' } })).status).toBe(200);
    expect(upstream.requests).toHaveLength(1);
    expect(encodes).toBe(2);
  });

  it('still serves the photo when it cannot keep it', async () => {
    const cache = { read: () => Promise.resolve(undefined), write: () => Promise.reject(new Error('disk full')) };
    const app = createPhotoApp({ photos: stockPhotos, upstream: upstream.origin, encoder: sharpEncoder, cache, log });
    const response = await app.request(photoAt(480), { headers: { Accept: 'image/webp' } });
    expect(response.status).toBe(200);
    expect(logged.some((line) => line.includes('could not keep'))).toBe(true);
  });
});

describe('the image endpoint: concurrent first requests', () => {
  it('fetch the photo from the host once, and encode each variant once', async () => {
    let encodes = 0;
    const { get } = await encodingApp({
      encoder: (source, target) => {
        encodes += 1;
        return sharpEncoder(source, target);
      },
    });
    const requests = [320, 640, 960, 640, 320, 960, 640, 320].map((width) => get(photoAt(width)));
    const responses = await Promise.all(requests);
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
    expect(upstream.requests).toHaveLength(1);
    expect(encodes).toBe(3);
  });

  it('fetch it once when a width is asked while the first one is still being encoded', async () => {
    let releaseFirst: (() => void) | undefined;
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let encodes = 0;
    const { get } = await encodingApp({
      encoder: async (source, target) => {
        encodes += 1;
        if (encodes === 1) await firstHeld;
        return sharpEncoder(source, target);
      },
    });
    const first = get(photoAt(640));
    await until('the first width to be encoding', () => encodes === 1);
    const second = get(photoAt(320));
    await until('the second width to be encoding', () => encodes === 2);
    releaseFirst?.();
    expect([(await first).status, (await second).status]).toEqual([200, 200]);
    expect(upstream.requests).toHaveLength(1);
  });
});

describe('the image endpoint: a host that fails', () => {
  it('answers 502 at once when the host is unreachable, never kept', async () => {
    await upstream.stop();
    const { get } = await encodingApp();
    const started = performance.now();
    const response = await get(photoAt(640));
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(logged.some((line) => line.includes('unreachable'))).toBe(true);
  });

  it('cuts a host that does not answer off after the timeout with 504, then fails at once for a while', async () => {
    upstream.mode = 'silent';
    let clock = 0;
    const { get } = await encodingApp({ timeoutMs: 300, retryAfterMs: 10_000, now: () => clock });
    const started = performance.now();
    const response = await get(photoAt(640));
    const waited = performance.now() - started;
    expect(response.status).toBe(504);
    expect(waited).toBeGreaterThanOrEqual(250);
    expect(waited).toBeLessThan(2000);
    expect(response.headers.get('retry-after')).toBe('10');

    // Another photo does not wait for the same silence again.
    const quick = performance.now();
    const next = await get(stockImageUrl(homePhotos.about, 640));
    expect(next.status).toBe(504);
    expect(performance.now() - quick).toBeLessThan(200);
    expect(upstream.requests).toHaveLength(1);

    // Once that while has passed, the host is asked again.
    upstream.mode = 'photo';
    clock = 10_001;
    expect((await get(stockImageUrl(homePhotos.about, 640))).status).toBe(200);
    expect(upstream.requests).toHaveLength(2);
  });

  it('cuts off a host that stalls in the middle of a photo', async () => {
    upstream.mode = 'stall-body';
    const { get } = await encodingApp({ timeoutMs: 300 });
    expect((await get(photoAt(640))).status).toBe(504);
  });

  it('answers 502 for a host that answers with no photo, and keeps asking it', async () => {
    const { get } = await encodingApp();
    for (const mode of ['html', 'svg', 'svg-labelled-jpeg', 'missing'] as const) {
      upstream.mode = mode;
      const response = await get(stockImageUrl(homePhotos.about, 640));
      expect([mode, response.status]).toEqual([mode, 502]);
    }
    expect(upstream.requests).toHaveLength(4);
  });

  it('refuses an answer larger than its limit', async () => {
    const { get } = await encodingApp({ maxUpstreamBytes: 1000 });
    expect((await get(photoAt(640))).status).toBe(502);
  });
});

describe('the image endpoint without an encoder (a runtime where sharp cannot run)', () => {
  it('passes the host’s own image through, asked at the requested width and format', async () => {
    const app = createPhotoApp({ photos: stockPhotos, upstream: `${upstream.origin}/`, log });
    const response = await app.request(photoAt(480), { headers: { Accept: CHROME_ACCEPT } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('vary')).toBe('Accept');
    expect(Buffer.from(await response.arrayBuffer()).equals(photoBytes)).toBe(true);
    const asked = new URL(upstream.requests[0] ?? '', 'http://host');
    expect(asked.pathname).toBe(`/${photo.id}`);
    expect(Object.fromEntries(asked.searchParams)).toEqual({ fit: 'crop', w: '480', h: '480', fm: 'avif', q: '70' });

    await app.request(photoAt(480), { headers: { Accept: 'image/webp' } });
    await app.request(photoAt(480), { headers: { Accept: 'image/png' } });
    expect(upstream.requests.slice(1).map((url) => new URL(url, 'http://host').searchParams.get('fm'))).toEqual([
      'webp',
      'jpg',
    ]);
  });

  it('never passes on what is not a raster photo, by its label or by its bytes', async () => {
    const app = createPhotoApp({ photos: stockPhotos, upstream: upstream.origin, log });
    for (const [index, mode] of (['svg', 'svg-labelled-jpeg', 'garbage'] as const).entries()) {
      upstream.mode = mode;
      const response = await app.request(photoAt([320, 480, 640][index] ?? 960));
      expect([mode, response.status]).toEqual([mode, 502]);
    }
  });
});
