import type { Browser } from 'puppeteer';
import type { ProductionServer } from './servers/productionServer';
import type { StockHost } from './servers/stockHost';

export const FAKE_EMAIL_API_KEY = 're_e2e_FAKE_KEY_must_never_reach_dist_7f3a91';

export interface E2eGlobals {
  server: ProductionServer;
  stockHost: StockHost;
  browsers: Browser[];
  outboxDir: string;
  outboxRoot: string;
}

function required(name: string): string {
  const value = process.env[name];
  if (value === undefined) throw new Error(`${name} is not set: run the end-to-end tests through jest's e2e project`);
  return value;
}

export const baseUrl = () => required('E2E_BASE_URL');
/** The browser of this jest worker (globalSetup launches one per worker; a run in band is worker 1). */
export function browserEndpoint(): string {
  const endpoints = required('E2E_BROWSER_WS').split(' ');
  const worker = Number(process.env.JEST_WORKER_ID ?? '1');
  return endpoints[(worker - 1) % endpoints.length] ?? endpoints[0] ?? '';
}
/** Where the shared server's relay (outbox mode) writes each request as `<id>.json`. */
export const outboxDir = () => required('E2E_OUTBOX_DIR');
/** Where it writes each contact message (`OUTBOX_DIR/contact`), once the first one arrives. */
export const contactOutboxDir = () => required('E2E_CONTACT_OUTBOX_DIR');
/** The shared server's `OUTBOX_DIR`: newsletter confirmation e-mails and subscribers are under it. */
export const outboxRoot = () => required('E2E_OUTBOX_ROOT');

/** What provider mode needs for the newsletter besides the e-mail settings (the server refuses to start without). */
export const newsletterProviderEnv = {
  NEWSLETTER_SECRET: 'an-e2e-newsletter-secret-of-32-chars-or-more',
  EMAIL_AUDIENCE_ID: 'aud_e2e',
  SITE_PUBLIC_ORIGIN: 'https://agency.test',
} as const;
