import { defaultSiteConfig, readSiteConfig } from '../../../src/config/siteConfig';
import { pickSiteEnv } from '../../../src/config/siteEnv';

describe('pickSiteEnv', () => {
  it('keeps only non-empty SITE_ variables, so nothing else from the environment reaches the bundle', () => {
    expect(
      pickSiteEnv({
        SITE_EMAIL: 'team@agency.test',
        SITE_PHONE: '',
        EMAIL_API_KEY: 're_secret',
        HOME: '/root',
        NOT_SITE_X: 'x',
      }),
    ).toEqual({ SITE_EMAIL: 'team@agency.test' });
  });
});

describe('readSiteConfig', () => {
  it('uses safe example defaults', () => {
    const config = readSiteConfig({});
    expect(config).toEqual(defaultSiteConfig);
    expect(config.email).toMatch(/@example\.com$/);
    expect(config.leadEndpoints).toEqual({
      consultation: '/api/consultation',
      contact: '/api/contact',
      newsletter: '/api/newsletter',
    });
  });

  it('takes overrides from SITE_ variables', () => {
    const config = readSiteConfig({
      SITE_AGENCY_NAME: ' Atelier Test ',
      SITE_EMAIL: 'team@agency.test',
      SITE_PHONE: '+33 6 00 00 00 00',
      SITE_ADDRESS_CITY: 'Lyon',
      SITE_SOCIAL_GITHUB: 'https://github.com/agency',
      SITE_SCHEDULING_URL: 'https://calendly.com/agency/intro',
      SITE_PUBLIC_ORIGIN: 'https://www.agency.test/some/path',
      SITE_CONSULTATION_ENDPOINT: 'https://relay.agency.test/api/consultation',
      SITE_CONTACT_ENDPOINT: '/relay/contact',
    });
    expect(config.agencyName).toBe('Atelier Test');
    expect(config.email).toBe('team@agency.test');
    expect(config.phone).toBe('+33 6 00 00 00 00');
    expect(config.address.city).toBe('Lyon');
    expect(config.social.find((link) => link.network === 'github')?.url).toBe('https://github.com/agency');
    expect(config.schedulingUrl).toBe('https://calendly.com/agency/intro');
    expect(config.publicOrigin).toBe('https://www.agency.test');
    expect(config.leadEndpoints).toEqual({
      consultation: 'https://relay.agency.test/api/consultation',
      contact: '/relay/contact',
      newsletter: '/api/newsletter',
    });
  });

  it('takes the legal notice’s company and host facts and the e-mail provider from SITE_ variables', () => {
    const config = readSiteConfig({
      SITE_LEGAL_FORM: 'SARL',
      SITE_SHARE_CAPITAL_EUR: '7\u202f500.50',
      SITE_RCS_CITY: 'Lyon',
      SITE_RCS_NUMBER: '987 654 321',
      SITE_VAT_NUMBER: 'FR12 987654321',
      SITE_PUBLICATION_DIRECTOR: 'Alex Martin',
      SITE_HOST_NAME: 'OVH SAS',
      SITE_HOST_ADDRESS: '2 rue Kellermann, 59100 Roubaix, France',
      SITE_HOST_PHONE: '+33 9 72 10 10 07',
      SITE_EMAIL_PROVIDER: 'Brevo',
    });
    expect(config.company).toEqual({
      legalForm: 'SARL',
      shareCapitalEuros: 7500.5,
      rcsCity: 'Lyon',
      rcsNumber: '987 654 321',
      vatNumber: 'FR12 987654321',
      publicationDirector: 'Alex Martin',
    });
    expect(config.host).toEqual({
      name: 'OVH SAS',
      address: '2 rue Kellermann, 59100 Roubaix, France',
      phone: '+33 9 72 10 10 07',
    });
    expect(config.emailProvider).toBe('Brevo');
  });

  it('reads the host’s name from SITE_HOST, its older name, and ignores a share capital that is not an amount', () => {
    const config = readSiteConfig({ SITE_HOST: 'Scaleway SAS', SITE_SHARE_CAPITAL_EUR: '10k€' });
    expect(config.host).toEqual({ ...defaultSiteConfig.host, name: 'Scaleway SAS' });
    expect(config.company.shareCapitalEuros).toBe(defaultSiteConfig.company.shareCapitalEuros);
    expect(readSiteConfig({ SITE_HOST: 'Old', SITE_HOST_NAME: 'New' }).host.name).toBe('New');
  });

  it('ignores malformed URLs instead of putting them in links', () => {
    const config = readSiteConfig({
      SITE_SOCIAL_X: 'javascript:alert(1)',
      SITE_SCHEDULING_URL: 'not a url',
      SITE_PUBLIC_ORIGIN: 'ftp://agency.test',
      SITE_CONSULTATION_ENDPOINT: '//evil.test/collect',
      SITE_CONTACT_ENDPOINT: '//evil.test/contact',
    });
    expect(config.social.find((link) => link.network === 'x')?.url).toBe('https://x.com/example');
    expect(config.schedulingUrl).toBe(defaultSiteConfig.schedulingUrl);
    expect(config.publicOrigin).toBe(defaultSiteConfig.publicOrigin);
    expect(config.leadEndpoints).toEqual(defaultSiteConfig.leadEndpoints);
  });
});
