import { leadKindNames, leadKinds, type LeadKind } from '../lib/leads/kinds';
import type { SiteEnv } from './siteEnv';

export interface SocialLink {
  readonly network: 'linkedin' | 'instagram' | 'x' | 'github';
  readonly label: string;
  readonly url: string;
}

/** What French law requires a company's site to name (LCEN art. 1-1): shown by the legal notice. */
export interface CompanyFacts {
  readonly legalForm: string;
  readonly shareCapitalEuros: number;
  readonly rcsCity: string;
  readonly rcsNumber: string;
  readonly vatNumber: string;
  readonly publicationDirector: string;
}

export interface HostFacts {
  readonly name: string;
  readonly address: string;
  readonly phone: string;
}

export interface SiteConfig {
  readonly agencyName: string;
  readonly email: string;
  readonly phone: string;
  readonly address: {
    readonly street: string;
    readonly postalCode: string;
    readonly city: string;
    readonly country: string;
  };
  readonly publisher: string;
  readonly company: CompanyFacts;
  readonly host: HostFacts;
  /** The e-mail provider the relay sends through, named by the privacy notice as a processor. */
  readonly emailProvider: string;
  readonly social: readonly SocialLink[];
  readonly schedulingUrl: string;
  readonly publicOrigin: string;
  /**
   * Where the page posts each kind of lead: `/api` and the kind's path unless `SITE_<KIND>_ENDPOINT` says otherwise.
   * The newsletter's confirmations go to `<endpoint>/confirm`.
   */
  readonly leadEndpoints: Readonly<Record<LeadKind, string>>;
}

/** The relays' base, where the site's own server answers them (server/functionPaths.ts). */
const API_BASE = '/api';

/** Safe placeholders (reserved example domains and numbers) until the agency configures its own. */
export const defaultSiteConfig: SiteConfig = {
  agencyName: 'Studio Nova',
  email: 'hello@example.com',
  phone: '+33 1 23 45 67 89',
  address: { street: '10 rue de l’Exemple', postalCode: '75000', city: 'Paris', country: 'France' },
  publisher: 'Studio Nova SAS',
  company: {
    legalForm: 'SAS',
    shareCapitalEuros: 10000,
    rcsCity: 'Paris',
    rcsNumber: '000 000 000',
    vatNumber: 'FR00 000000000',
    publicationDirector: 'Camille Exemple',
  },
  // 01 99 00 xx xx: numbers the French regulator keeps out of service for fiction.
  host: { name: 'Example Hosting', address: '1 Example Street, 75000 Paris, France', phone: '+33 1 99 00 12 34' },
  emailProvider: 'Resend, Inc.',
  social: [
    { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/example' },
    { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/example' },
    { network: 'x', label: 'X', url: 'https://x.com/example' },
    { network: 'github', label: 'GitHub', url: 'https://github.com/example' },
  ],
  schedulingUrl: 'https://calendly.com/example/consultation',
  publicOrigin: 'http://localhost:8080',
  leadEndpoints: leadEndpointsOf({}),
};

function httpUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function origin(value: string | undefined): string | undefined {
  const url = httpUrl(value);
  return url === undefined ? undefined : new URL(url).origin;
}

function sameOriginPath(value: string | undefined): string | undefined {
  return value !== undefined && /^\/(?!\/)[\w\-./]*$/.test(value) ? value : undefined;
}

function leadEndpointsOf(env: SiteEnv): Record<LeadKind, string> {
  const endpoint = (kind: LeadKind) => {
    const value = env[`SITE_${kind.toUpperCase()}_ENDPOINT`];
    return httpUrl(value) ?? sameOriginPath(value) ?? `${API_BASE}${leadKinds[kind].path}`;
  };
  return Object.fromEntries(leadKindNames.map((kind) => [kind, endpoint(kind)])) as Record<LeadKind, string>;
}

function euros(value: string | undefined): number | undefined {
  const amount = value?.replace(/[\s\u00a0\u202f]/g, '');
  return amount !== undefined && /^\d+(\.\d{1,2})?$/.test(amount) ? Number(amount) : undefined;
}

function text(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

/** Builds the site configuration from `SITE_*` build-time variables. */
export function readSiteConfig(env: SiteEnv): SiteConfig {
  const d = defaultSiteConfig;
  return {
    agencyName: text(env.SITE_AGENCY_NAME) ?? d.agencyName,
    email: text(env.SITE_EMAIL) ?? d.email,
    phone: text(env.SITE_PHONE) ?? d.phone,
    address: {
      street: text(env.SITE_ADDRESS_STREET) ?? d.address.street,
      postalCode: text(env.SITE_ADDRESS_POSTAL_CODE) ?? d.address.postalCode,
      city: text(env.SITE_ADDRESS_CITY) ?? d.address.city,
      country: text(env.SITE_ADDRESS_COUNTRY) ?? d.address.country,
    },
    publisher: text(env.SITE_PUBLISHER) ?? d.publisher,
    company: {
      legalForm: text(env.SITE_LEGAL_FORM) ?? d.company.legalForm,
      shareCapitalEuros: euros(env.SITE_SHARE_CAPITAL_EUR) ?? d.company.shareCapitalEuros,
      rcsCity: text(env.SITE_RCS_CITY) ?? d.company.rcsCity,
      rcsNumber: text(env.SITE_RCS_NUMBER) ?? d.company.rcsNumber,
      vatNumber: text(env.SITE_VAT_NUMBER) ?? d.company.vatNumber,
      publicationDirector: text(env.SITE_PUBLICATION_DIRECTOR) ?? d.company.publicationDirector,
    },
    host: {
      // SITE_HOST is the older name, from when the host was one line of text.
      name: text(env.SITE_HOST_NAME) ?? text(env.SITE_HOST) ?? d.host.name,
      address: text(env.SITE_HOST_ADDRESS) ?? d.host.address,
      phone: text(env.SITE_HOST_PHONE) ?? d.host.phone,
    },
    emailProvider: text(env.SITE_EMAIL_PROVIDER) ?? d.emailProvider,
    social: d.social.map((link) => ({
      ...link,
      url: httpUrl(env[`SITE_SOCIAL_${link.network.toUpperCase()}`]) ?? link.url,
    })),
    schedulingUrl: httpUrl(env.SITE_SCHEDULING_URL) ?? d.schedulingUrl,
    publicOrigin: origin(env.SITE_PUBLIC_ORIGIN) ?? d.publicOrigin,
    leadEndpoints: leadEndpointsOf(env),
  };
}
