import { readSiteConfig } from './siteConfig';

/** The `SITE_*` build-time variables, substituted by webpack's DefinePlugin (see webpack.config.ts). */
declare const SITE_ENV: Readonly<Record<string, string>>;

export const site = readSiteConfig(SITE_ENV);
