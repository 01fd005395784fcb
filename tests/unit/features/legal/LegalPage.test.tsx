import { screen, within } from '@testing-library/react';
import { site } from '../../../../src/config/site';
import { LegalPage } from '../../../../src/features/legal/LegalPage';
import { renderWithProviders } from '../../../support/renderWithProviders';

/** The definition a term of a `<dl>` gives, as the visitor reads it. */
function definitionOf(region: HTMLElement, term: string): HTMLElement {
  const dt = within(region).getByText(term, { selector: 'dt' });
  const dd = dt.nextElementSibling;
  if (!(dd instanceof HTMLElement) || dd.tagName !== 'DD') throw new Error(`No definition after ${term}`);
  return dd;
}

describe('legal page', () => {
  it('gives the legal notice a French company owes, from the site configuration, in French', () => {
    renderWithProviders(<LegalPage />, { language: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mentions légales et confidentialité' })).toBeInTheDocument();
    const notice = screen.getByRole('region', { name: 'Mentions légales' });
    const facts = (term: string) => definitionOf(notice, term).textContent;
    expect(facts('Éditeur')).toBe(`Le site ${site.agencyName} est édité par ${site.publisher}.`);
    expect(facts('Forme juridique')).toBe('SAS au capital de 10\u202f000\u00a0€');
    expect(facts('Immatriculation')).toBe('RCS Paris 000 000 000');
    expect(facts('N° de TVA intracommunautaire')).toBe('FR00 000000000');
    expect(facts('Directeur de la publication')).toBe('Camille Exemple');
    expect(facts('Adresse')).toBe('10 rue de l’Exemple, 75000 Paris, France');
    expect(facts('Hébergeur')).toBe('Example Hosting, 1 Example Street, 75000 Paris, France, +33 1 99 00 12 34');
    expect(
      within(notice).getByRole('link', { name: 'Téléphone de l’hébergeur\u00a0: +33 1 99 00 12 34' }),
    ).toHaveAttribute('href', 'tel:+33199001234');
    expect(within(notice).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  });

  it('gives the same facts in English, the capital written the English way', () => {
    renderWithProviders(<LegalPage />, { language: 'en', route: '/legal' });
    const notice = screen.getByRole('region', { name: 'Legal notice' });
    const facts = (term: string) => definitionOf(notice, term).textContent;
    expect(facts('Legal form')).toBe('SAS with a share capital of €10,000');
    expect(facts('Registration')).toBe('Trade and Companies Register (RCS) of Paris, number 000 000 000');
    expect(facts('EU VAT number')).toBe('FR00 000000000');
    expect(facts('Publication director')).toBe('Camille Exemple');
    expect(facts('Host')).toBe('Example Hosting, 1 Example Street, 75000 Paris, France, +33 1 99 00 12 34');
    expect(within(notice).getByRole('link', { name: 'Host’s phone: +33 1 99 00 12 34' })).toHaveAttribute(
      'href',
      'tel:+33199001234',
    );
  });

  it('explains what is collected, who processes it and what the browser keeps, in French', () => {
    renderWithProviders(<LegalPage />, { language: 'fr' });
    const privacy = screen.getByRole('region', { name: 'Confidentialité' });
    for (const heading of ['Formulaire de contact', 'Lettre d’information', 'Demande de consultation']) {
      expect(within(privacy).getByText(heading)).toBeInTheDocument();
    }
    expect(within(privacy).getByRole('heading', { level: 3, name: 'Qui d’autre reçoit vos données' })).toBeVisible();
    expect(definitionOf(privacy, 'Example Hosting')).toHaveTextContent(/^Notre hébergeur.*votre adresse IP/);
    expect(definitionOf(privacy, 'Resend, Inc.').textContent).toBe(
      `Notre prestataire d’envoi d’e-mails\u00a0: le contenu des formulaires que vous envoyez depuis ce site (avec votre adresse e-mail quand vous la donnez), pour nous le remettre à ${site.email}.`,
    );
    expect(definitionOf(privacy, 'Calendly (Calendly LLC, États-Unis)').textContent).toMatch(
      /^Notre outil de prise de rendez-vous, seulement si vous appuyez sur «\u00a0Réserver un appel\u00a0»/,
    );
    expect(within(privacy).getByText(/stockage local \(clé i18nextLng\)/)).toBeInTheDocument();
    expect(
      within(privacy).getByText(/brouillon du questionnaire de projet, dans le stockage local/),
    ).toBeInTheDocument();
    expect(
      within(privacy).getByText(/brouillon du formulaire de contact, dans le stockage de session/),
    ).toBeInTheDocument();
  });

  it('states how long the site keeps what each form sends: the days it is built with (LEAD_RETENTION_DAYS)', () => {
    renderWithProviders(<LegalPage />, { language: 'fr' });
    const privacy = screen.getByRole('region', { name: 'Confidentialité' });
    for (const form of ['Formulaire de contact', 'Demande de consultation'])
      expect(definitionOf(privacy, form)).toHaveTextContent(
        /au plus 1\s095 jours \(3 ans\) après leur réception, puis/,
      );
    expect(definitionOf(privacy, 'Lettre d’information')).toHaveTextContent(
      /ne gardons votre adresse que le temps de l’envoyer \(au plus 1\s095 jours \(3 ans\) s’il ne peut partir\)/,
    );
    expect(definitionOf(privacy, 'Example Hosting')).toHaveTextContent(
      /vous nous envoyez, au plus 1\s095 jours \(3 ans\), pour qu’aucun/,
    );
  });

  it('says the same in English, with links to both parts', () => {
    renderWithProviders(<LegalPage />, { language: 'en', route: '/legal' });
    expect(screen.getByRole('heading', { level: 1, name: 'Legal notice and privacy' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Legal notice' })).toHaveAttribute('id', 'legal-notice');
    const privacy = screen.getByRole('region', { name: 'Privacy' });
    expect(privacy).toHaveAttribute('id', 'privacy');
    // The contact form's messages and the consultation requests both reach the agency by e-mail.
    expect(within(privacy).getAllByText(new RegExp(`reach us by email at ${site.email}`))).toHaveLength(2);
    expect(
      within(privacy).getByText(
        /^Your name, email address, subject and message, and the language you read the site in\. They reach us/,
      ),
    ).toBeInTheDocument();
    expect(definitionOf(privacy, 'Example Hosting')).toHaveTextContent(
      /^Our host.*your IP address.*for at most 1,095 days \(3 years\), so that none is lost/,
    );
    expect(definitionOf(privacy, 'Consultation request')).toHaveTextContent(
      /We keep them for at most 1,095 days \(3 years\) after we receive them, then erase them\.$/,
    );
    expect(definitionOf(privacy, 'Resend, Inc.')).toHaveTextContent(
      new RegExp(`^Our email delivery provider: .* to deliver it to us at ${site.email}\\.$`),
    );
    expect(definitionOf(privacy, 'Calendly (Calendly LLC, United States)')).toHaveTextContent(
      /^Our booking tool, only if you press “Book a call”/,
    );
    expect(within(privacy).getByText(/local storage \(key i18nextLng\)/)).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(contents).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/legal#privacy');
  });
});
