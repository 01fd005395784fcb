import { readSiteConfig } from './siteConfig';

/** The `SITE_*` build-time variables, substituted by webpack's DefinePlugin (see webpack.config.ts). */
declare const SITE_ENV: Readonly<Record<string, string>>;
/** `LEAD_RETENTION_DAYS` as the build read it (webpack.config.ts): the privacy notice states it. */
declare const LEAD_RETENTION_DAYS: number;

export const site = readSiteConfig(SITE_ENV);

/** How many days the site keeps what its forms send before it erases it; its servers purge by the same number. */
export const leadRetentionDays = LEAD_RETENTION_DAYS;
