import { readSiteConfig } from '../../../src/config/siteConfig';

// What webpack's DefinePlugin writes into the bundles (webpack.config.ts), for the modules under test: the site's
// configuration as a build without any `SITE_*` variable resolves it.
Object.assign(globalThis, { SITE_CONFIG: readSiteConfig({}) });
