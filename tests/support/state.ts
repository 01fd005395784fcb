import type { Browser } from 'puppeteer';
import type { ProductionServer } from './servers/productionServer';
import type { StockHost } from './servers/stockHost';

export const FAKE_EMAIL_API_KEY = 're_e2e_FAKE_KEY_must_never_reach_dist_7f3a91';

export interface E2eGlobals {
  server: ProductionServer;
  stockHost: StockHost;
  browser: Browser;
  outboxDir: string;
  outboxRoot: string;
}

function required(name: string): string {
  const value = process.env[name];
  if (value === undefined) throw new Error(`${name} is not set: run the end-to-end tests through jest's e2e project`);
  return value;
}

export const baseUrl = () => required('E2E_BASE_URL');
export const browserEndpoint = () => required('E2E_BROWSER_WS');
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
