import type { Context } from 'hono';
import { exampleValuesWarning } from '../../src/config/exampleValues';
import { createSiteApp } from '../app';
import { clientBehindProxies } from '../clientAddress';
import { DEFAULT_LEAD_RETENTION_DAYS } from '../../src/lib/leads/retention';
import { readPhotoSettings, readRetentionDays, readTrustedProxies, type Env } from '../config';
import { photoBase } from '../functionPaths';
import type { LeadsLog } from '../leads/ports';
import { formatFor } from '../photos/encoding';
import type { PhotoRuntime } from '../photos/photoApp';
import type { Logger } from '../requestLog';
import type { ManifestEntry, SiteManifest } from '../siteManifest';
import type { FileAccess } from '../staticFiles';
import { edgeLeads, type MessageBatch } from './edgeLeads';

/** The platform's static assets, as the `ASSETS` binding gives them (Cloudflare Workers with static assets). */
export interface AssetsBinding {
  fetch: (request: Request) => Promise<Response>;
}

/** What the platform passes each request besides its environment: work it lets finish after the answer. */
export interface EdgeContext {
  waitUntil: (promise: Promise<unknown>) => void;
}

/** The worker's environment: the assets binding, and the settings and secrets as text. */
export type EdgeEnv = { ASSETS: AssetsBinding } & Readonly<Record<string, unknown>>;

/** The bindings that are settings (text), the environment server/config.ts reads. */
const textSettings = (bindings: EdgeEnv): Env =>
  Object.fromEntries(
    Object.entries(bindings).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

/** A file of the build through the binding; `html_handling: none` (wrangler.jsonc) gives `x.html` as it is. */
const assetFiles =
  (assets: AssetsBinding): FileAccess =>
  async (file) => {
    const response = await assets.fetch(new Request(new URL(file, 'https://assets.invalid/')));
    if (!response.ok)
      throw new Error(`The static assets have no ${file} (${String(response.status)}): redeploy the build`);
    return new Uint8Array(await response.arrayBuffer());
  };

/** The compressed copies are not uploaded (`.assetsignore`): the platform compresses what the worker sends. */
const withoutCopies = (manifest: SiteManifest): SiteManifest => ({
  ...manifest,
  files: Object.fromEntries(
    Object.entries(manifest.files).map(([name, entry]): [string, ManifestEntry] => [
      name,
      { ...entry, brotli: undefined, gzip: undefined },
    ]),
  ),
});

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** On Cloudflare the peer's address is `CF-Connecting-IP`, which the client cannot set. */
export function platformClientAddress(trustedProxies: number) {
  return (c: Context): string => {
    const peer = c.req.header('cf-connecting-ip') ?? 'unknown';
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    if (entries.at(-1) === peer) entries.pop();
    return clientBehindProxies(peer, entries.length > 0 ? entries.join(',') : undefined, trustedProxies);
  };
}

/** `TRUST_PROXY` as on Node; a worker has no start to refuse, so an invalid one trusts none, logged. */
function trustedProxies(env: Env, log: Logger): number {
  try {
    return readTrustedProxies(env);
  } catch (error) {
    log.error(`${reasonOf(error)}: no proxy is trusted`);
    return 0;
  }
}

/** The build's retention; a `LEAD_RETENTION_DAYS` that contradicts it is logged, and the build's number kept. */
function retentionDays(env: Env, built: number | undefined, log: Logger): number {
  try {
    return readRetentionDays(env, built);
  } catch (error) {
    log.error(`${reasonOf(error)}: the worker keeps the build’s number`);
    return built ?? DEFAULT_LEAD_RETENTION_DAYS;
  }
}

/** What the platform passes a Cron Trigger's run. */
export interface ScheduledController {
  readonly scheduledTime: number;
}

/**
 * The site's fetch application on a worker: the same app as the Node server, with the files from the assets
 * binding, the secrets from the platform's environment and the photos passed through from the stock host; and
 * the leads' queue consumer and retention, for the platform's `queue` and `scheduled` events.
 */
export function createEdgeSite(manifest: SiteManifest, bindings: EdgeEnv, log: LeadsLog = console) {
  const settings = textSettings(bindings);
  const proxies = trustedProxies(settings, log);
  // Once per isolate, the worker's own start.
  const warning = exampleValuesWarning(manifest.exampleSettings ?? []);
  if (warning !== undefined) log.error(warning);
  const days = retentionDays(settings, manifest.leadRetentionDays, log);
  const leads = edgeLeads(settings, bindings, days, log);
  let photos: PhotoRuntime;
  try {
    photos = { upstream: readPhotoSettings(settings).upstream, log };
  } catch (error) {
    // A worker has no start to refuse: every photo fails (502) with the reason, and the pages still work.
    const reason = error instanceof Error ? error : new Error(String(error));
    photos = { fetch: () => Promise.reject(reason), log };
  }
  const app = createSiteApp({
    manifest: withoutCopies(manifest),
    files: assetFiles(bindings.ASSETS),
    api: leads.api,
    clientAddress: platformClientAddress(proxies),
    photos,
    trustedProxies: proxies,
    log,
  });
  return {
    async fetch(request: Request, context: EdgeContext): Promise<Response> {
      const url = new URL(request.url);
      // The platform's `waitUntil` for what a handler leaves to finish after its answer (a confirmation e-mail).
      const execution = {
        waitUntil: (work: Promise<unknown>) => {
          context.waitUntil(work);
        },
        passThroughOnException: () => undefined,
        props: {},
      };
      if (request.method !== 'GET' || !url.pathname.startsWith(`${photoBase}/`))
        return app.fetch(request, undefined, execution);
      // Nothing is kept on a worker: the platform's cache keeps each photo, one entry per format.
      const key = new Request(
        `${url.origin}${url.pathname}?format=${formatFor(request.headers.get('accept') ?? undefined)}`,
      );
      // The cache is a help, never a reason to fail: without it the photo is fetched again.
      let cache: Cache | undefined;
      try {
        cache = await caches.open('photos');
        const kept = await cache.match(key);
        if (kept !== undefined) return kept;
      } catch (error) {
        log.error('photo cache: could not read', error);
      }
      const response = await app.fetch(request);
      if (response.status === 200 && cache !== undefined)
        context.waitUntil(
          cache.put(key, response.clone()).catch((error: unknown) => {
            log.error('photo cache: could not keep a photo', error);
          }),
        );
      return response;
    },
    queue: (batch: MessageBatch) => leads.consume(batch),
    scheduled: (controller: ScheduledController) => leads.purge(controller.scheduledTime),
  };
}
