import { screen, within } from '@testing-library/react';
import { site } from '../../../../src/config/site';
import { renderApp } from '../../../support/renderWithProviders';

function closest(element: Element, selector: string): HTMLElement {
  const found = element.closest(selector);
  if (!(found instanceof HTMLElement)) throw new Error(`no ${selector} around the element`);
  return found;
}

const plain = (text: string | null) => (text ?? '').replace(/[\u202f\u2009\u00a0]/g, ' ');

describe.each([
  {
    language: 'fr' as const,
    h1: 'Contactez-nous',
    call: 'Appelez-nous',
    write: 'Écrivez-nous',
    visit: 'Rendez-nous visite',
    form: 'Envoyez-nous un message',
    faq: 'Sous quel délai répondez-vous\u202f?',
    faqAnswer: 'Nous répondons à chaque message sous 24 heures, les jours ouvrés.',
    why: 'Pourquoi nous contacter',
    reasons: ['Réponse rapide', 'Conseils d’experts', 'Confidentialité garantie'],
    hours: 'Horaires d’ouverture',
    weekdays: 'Du lundi au vendredi',
    range: '09:00 – 18:00',
    weekend: 'Samedi et dimanche',
    closed: 'Fermé',
  },
  {
    language: 'en' as const,
    h1: 'Get in touch',
    call: 'Call us',
    write: 'Email us',
    visit: 'Visit us',
    form: 'Send us a message',
    faq: 'How quickly do you respond?',
    faqAnswer: 'We reply to every message within 24 hours on business days.',
    why: 'Why contact us',
    reasons: ['Fast response', 'Expert advice', 'Privacy guaranteed'],
    hours: 'Business hours',
    weekdays: 'Monday to Friday',
    range: '9:00 AM – 6:00 PM',
    weekend: 'Saturday and Sunday',
    closed: 'Closed',
  },
])('contact page in $language', (copy) => {
  it('shows the three ways to reach the agency as working links', async () => {
    renderApp({ language: copy.language, route: '/contact' });
    expect(await screen.findByRole('heading', { level: 1, name: copy.h1 }, { timeout: 5000 })).toBeInTheDocument();

    const card = (title: string) => closest(screen.getByRole('heading', { level: 3, name: title }), 'li');
    expect(within(card(copy.call)).getByRole('link', { name: site.phone })).toHaveAttribute('href', 'tel:+33123456789');
    expect(within(card(copy.write)).getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    expect(within(card(copy.visit)).getByText(site.address.street)).toBeInTheDocument();
    expect(within(card(copy.visit)).getByText(`${site.address.postalCode} ${site.address.city}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: copy.form })).toBeInTheDocument();
  });

  it('answers the FAQ in disclosures, the why list and the business hours', async () => {
    const { user } = renderApp({ language: copy.language, route: '/contact' });
    await screen.findByRole('heading', { level: 1, name: copy.h1 }, { timeout: 5000 });

    const answer = screen.getByText(copy.faqAnswer);
    const details = closest(answer, 'details');
    expect(details).not.toHaveAttribute('open');
    await user.click(screen.getByText(plain(copy.faq)));
    expect(details).toHaveAttribute('open');
    expect(details.parentElement?.querySelectorAll('details')).toHaveLength(3);

    const why = screen.getByRole('region', { name: copy.why });
    expect(
      within(why)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(copy.reasons);

    const hours = screen.getByRole('region', { name: copy.hours });
    const terms = within(hours).getAllByRole('term');
    const values = within(hours).getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual([copy.weekdays, copy.weekend]);
    expect(values.map((value) => plain(value.textContent))).toEqual([copy.range, copy.closed]);
  });
});
