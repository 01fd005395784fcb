import { screen, within } from '@testing-library/react';
import { SiteFooter } from '../../../../src/app/layout/footer/SiteFooter';
import { site } from '../../../../src/config/site';
import { renderWithProviders } from '../../../support/renderWithProviders';

function footer() {
  return screen.getByRole('contentinfo');
}

describe('footer', () => {
  afterEach(() => jest.useRealTimers());

  it('is the contact anchor, with the brand and the tagline', () => {
    renderWithProviders(<SiteFooter />, { language: 'en' });
    expect(footer()).toHaveAttribute('id', 'contact');
    expect(within(footer()).getByRole('link', { name: 'Studio Nova, home' })).toHaveAttribute('href', '/');
    expect(within(footer()).getByText('We design digital experiences that matter.')).toBeInTheDocument();
  });

  it('offers the newsletter sign-up on every page but the one that confirms a sign-up and the not-found page', () => {
    const { unmount } = renderWithProviders(<SiteFooter />, { language: 'fr', route: '/projects' });
    expect(within(footer()).getByRole('region', { name: 'Restez informé' })).toBeInTheDocument();
    unmount();
    for (const route of ['/newsletter/confirm?token=x', '/no/such/page']) {
      const { unmount: leave } = renderWithProviders(<SiteFooter />, { language: 'en', route });
      expect(within(footer()).queryByRole('region', { name: 'Stay informed' })).not.toBeInTheDocument();
      expect(within(footer()).queryByRole('textbox')).not.toBeInTheDocument();
      leave();
    }
  });

  it('shows the current year and the configured agency name in the rights notice', () => {
    jest.useFakeTimers({ now: new Date('2031-03-15T12:00:00Z'), doNotFake: ['setTimeout', 'queueMicrotask'] });
    renderWithProviders(<SiteFooter />, { language: 'fr' });
    expect(screen.getByText(`© 2031 ${site.agencyName}. Tous droits réservés.`)).toBeInTheDocument();
  });

  it('links the four social networks in a new tab, each named after the agency and the network', () => {
    renderWithProviders(<SiteFooter />, { language: 'fr' });
    for (const { label, url } of site.social) {
      const link = screen.getByRole('link', { name: `Studio Nova sur ${label}` });
      expect(link).toHaveAttribute('href', url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
    expect(site.social).toHaveLength(4);
  });

  it('has four columns whose links all lead somewhere real', () => {
    renderWithProviders(<SiteFooter />, { language: 'en' });
    const map = screen.getByRole('navigation', { name: 'Site map' });
    const headings = within(map)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Company', 'Expertise', 'Support', 'Legal']);

    const hrefs = within(map)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.length).toBeGreaterThanOrEqual(12);
    for (const href of hrefs) expect(href).toMatch(/^(\/[a-z]*(#[a-z-]+)?|mailto:\S+@\S+|tel:\+?\d+)$/);
    // Each link of a column leads to its own place.
    expect(new Set(hrefs.filter((href) => !href.startsWith('/contact'))).size).toBe(
      hrefs.filter((href) => !href.startsWith('/contact')).length,
    );

    expect(within(map).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/#about');
    // The services, named and ordered as on the home page and /expertise.
    const services = ['web', 'mobile', 'blockchain', 'banking', 'marketing', 'social', 'innovation'].map(
      (anchor) => `/expertise#${anchor}`,
    );
    expect(
      within(within(map).getByRole('heading', { name: 'Expertise' }).parentElement ?? map)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(services);
    expect(within(map).getByRole('link', { name: 'Email us' })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(within(map).getByRole('link', { name: 'Legal notice' })).toHaveAttribute('href', '/legal#legal-notice');
    expect(within(map).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/legal#privacy');
  });
});
