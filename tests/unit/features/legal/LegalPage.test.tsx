import { screen, within } from '@testing-library/react';
import { site } from '../../../../src/config/site';
import { LegalPage } from '../../../../src/features/legal/LegalPage';
import { renderWithProviders } from '../../../support/renderWithProviders';

describe('legal page', () => {
  it('gives the legal notice from the site configuration, in French', () => {
    renderWithProviders(<LegalPage />, { language: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mentions légales et confidentialité' })).toBeInTheDocument();
    const notice = screen.getByRole('region', { name: 'Mentions légales' });
    expect(within(notice).getByText(`Le site ${site.agencyName} est édité par ${site.publisher}.`)).toBeInTheDocument();
    expect(within(notice).getByText(site.host)).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(within(notice).getByText(new RegExp(`^${site.address.street}`))).toBeInTheDocument();
  });

  it('explains what is collected and what the browser keeps, in French', () => {
    renderWithProviders(<LegalPage />, { language: 'fr' });
    const privacy = screen.getByRole('region', { name: 'Confidentialité' });
    for (const heading of ['Formulaire de contact', 'Lettre d’information', 'Demande de consultation']) {
      expect(within(privacy).getByText(heading)).toBeInTheDocument();
    }
    expect(within(privacy).getByText(/stockage local \(clé i18nextLng\)/)).toBeInTheDocument();
    expect(
      within(privacy).getByText(/brouillon du questionnaire de projet, dans le stockage local/),
    ).toBeInTheDocument();
    expect(
      within(privacy).getByText(/brouillon du formulaire de contact, dans le stockage de session/),
    ).toBeInTheDocument();
  });

  it('says the same in English, with links to both parts', () => {
    renderWithProviders(<LegalPage />, { language: 'en', route: '/legal' });
    expect(screen.getByRole('heading', { level: 1, name: 'Legal Notice and Privacy' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Legal notice' })).toHaveAttribute('id', 'legal-notice');
    const privacy = screen.getByRole('region', { name: 'Privacy' });
    expect(privacy).toHaveAttribute('id', 'privacy');
    // The contact form's messages and the consultation requests both reach the agency by e-mail.
    expect(within(privacy).getAllByText(new RegExp(`reach us by email at ${site.email}`))).toHaveLength(2);
    expect(within(privacy).getByText(/^Your name, email, subject and message\. They reach us/)).toBeInTheDocument();
    expect(within(privacy).getByText(/local storage \(key i18nextLng\)/)).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(contents).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/legal#privacy');
  });
});
