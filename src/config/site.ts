import type { SiteConfig } from './siteConfig';

/** The site's configuration as the build read it from its `SITE_*` variables (readSiteConfig in webpack.config.ts). */
declare const SITE_CONFIG: SiteConfig;
/** `LEAD_RETENTION_DAYS` as the build read it (webpack.config.ts): the privacy notice states it. */
declare const LEAD_RETENTION_DAYS: number;

export const site = SITE_CONFIG;

/** How many days the site keeps what its forms send before it erases it; its servers purge by the same number. */
export const leadRetentionDays = LEAD_RETENTION_DAYS;
