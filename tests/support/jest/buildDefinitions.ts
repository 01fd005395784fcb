import { readSiteConfig } from '../../../src/config/siteConfig';
import { DEFAULT_LEAD_RETENTION_DAYS } from '../../../src/lib/leads/retention';

// What webpack's DefinePlugin writes into the bundles (`definitions` in webpack.config.ts), for the modules under
// test: a build without any `SITE_*` variable, this year, the default retention.
Object.assign(globalThis, {
  SITE_CONFIG: readSiteConfig({}),
  BUILD_YEAR: new Date().getFullYear(),
  LEAD_RETENTION_DAYS: DEFAULT_LEAD_RETENTION_DAYS,
});
