import { defaultSiteConfig, readSiteConfig, type SiteConfig } from './siteConfig';
import type { SiteEnv } from './siteEnv';

const socialUrl = (network: string) => (config: SiteConfig) =>
  config.social.find((link) => link.network === network)?.url;

/**
 * The settings whose default is invented (reserved example addresses and numbers, a fictitious director, the local
 * origin), by where their value sits in the configuration.
 */
const invented: Readonly<Record<string, (config: SiteConfig) => unknown>> = {
  SITE_EMAIL: (config) => config.email,
  SITE_PHONE: (config) => config.phone,
  SITE_ADDRESS_STREET: (config) => config.address.street,
  SITE_ADDRESS_POSTAL_CODE: (config) => config.address.postalCode,
  SITE_SHARE_CAPITAL_EUR: (config) => config.company.shareCapitalEuros,
  SITE_RCS_NUMBER: (config) => config.company.rcsNumber,
  SITE_VAT_NUMBER: (config) => config.company.vatNumber,
  SITE_PUBLICATION_DIRECTOR: (config) => config.company.publicationDirector,
  SITE_HOST_NAME: (config) => config.host.name,
  SITE_HOST_ADDRESS: (config) => config.host.address,
  SITE_HOST_PHONE: (config) => config.host.phone,
  SITE_SOCIAL_LINKEDIN: socialUrl('linkedin'),
  SITE_SOCIAL_INSTAGRAM: socialUrl('instagram'),
  SITE_SOCIAL_X: socialUrl('x'),
  SITE_SOCIAL_GITHUB: socialUrl('github'),
  SITE_SCHEDULING_URL: (config) => config.schedulingUrl,
  SITE_PUBLIC_ORIGIN: (config) => config.publicOrigin,
};

/** The `SITE_*` settings a build with `env` would show at their example values: unset, malformed or set to it. */
export function settingsAtExampleValues(env: SiteEnv): string[] {
  const config = readSiteConfig(env);
  return Object.entries(invented)
    .filter(([, valueIn]) => valueIn(config) === valueIn(defaultSiteConfig))
    .map(([name]) => name);
}

/** The one warning the build and the server's start print while the site shows example values. */
export function exampleValuesWarning(names: readonly string[]): string | undefined {
  return names.length === 0
    ? undefined
    : `Warning: the site shows example values for ${names.join(', ')}: set them (docs/configuration.md) and build again before publishing.`;
}
