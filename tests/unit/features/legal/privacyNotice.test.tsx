import { screen, within } from '@testing-library/react';
import { LegalPage } from '../../../../src/features/legal/LegalPage';
import legalFr from '../../../../src/i18n/locales/legal/fr';
import legalEn from '../../../../src/i18n/locales/legal/en';
import { languages, type Language } from '../../../../src/i18n/languages';
import { parseConsultationRequest } from '../../../../src/lib/leads/consultation';
import { parseContactMessage } from '../../../../src/lib/leads/contact';
import { leadKindNames, type Lead, type LeadKind } from '../../../../src/lib/leads/kinds';
import { parseNewsletterSignup } from '../../../../src/lib/leads/newsletter';
import { renderWithProviders } from '../../../support/renderWithProviders';

/** A lead's fields as the relay keeps them, a nested object's by their dotted path (`contact.email`). */
type FieldPath<T> = {
  [K in keyof T & string]: NonNullable<T[K]> extends string | number ? K : `${K}.${keyof NonNullable<T[K]> & string}`;
}[keyof T & string];

/** The words that name a field in the notice of its form, in each language; or why the notice need not name it. */
type Naming = Readonly<Record<Language, string>> | { unnamed: string };

const requestId = { unnamed: 'a random id the page draws for the request: it says nothing of the visitor' };

// Typed by the contracts: a field added to a lead without its words here fails the type check, and the test below.
const noticeWords: { [Kind in LeadKind]: Readonly<Record<FieldPath<Lead<Kind>>, Naming>> } = {
  consultation: {
    id: requestId,
    'contact.name': { fr: 'votre nom', en: 'your name' },
    'contact.email': { fr: 'votre adresse e-mail', en: 'email address' },
    'contact.company': { fr: 'le nom de votre entreprise', en: 'company name' },
    'contact.phone': { fr: 'votre numéro de téléphone', en: 'phone number' },
    projectType: { fr: 'le type de projet', en: 'project type' },
    budget: { fr: 'le budget', en: 'budget' },
    timeline: { fr: 'le calendrier', en: 'timeline' },
    requirements: { fr: 'vos besoins', en: 'requirements' },
    lng: { fr: 'la langue dans laquelle vous lisez le site', en: 'the language you read the site in' },
  },
  contact: {
    id: requestId,
    name: { fr: 'votre nom', en: 'your name' },
    email: { fr: 'votre adresse e-mail', en: 'email address' },
    subject: { fr: 'le sujet', en: 'subject' },
    message: { fr: 'le message', en: 'message' },
    lng: { fr: 'la langue dans laquelle vous lisez le site', en: 'the language you read the site in' },
  },
  newsletter: {
    id: requestId,
    email: { fr: 'votre adresse e-mail', en: 'your email address' },
    lng: { fr: 'votre langue', en: 'language' },
  },
};

/** A complete lead of each kind, read by its own contract: what the relay keeps, every field there. */
const keptLeads: { [Kind in LeadKind]: () => Lead<Kind> | undefined } = {
  consultation: () => {
    const parsed = parseConsultationRequest({
      id: '3f2c4a9e-8b1d-4c2e-9f00-1a2b3c4d5e6f',
      projectType: 'website',
      budget: 'medium',
      timeline: 'oneMonth',
      requirements: 'A shop',
      contact: { name: 'Camille Martin', email: 'camille@example.com', company: 'Atelier', phone: '+33 6 12 34 56 78' },
      lng: 'fr',
      website: '',
    });
    return parsed.ok ? parsed.request : undefined;
  },
  contact: () => {
    const parsed = parseContactMessage({
      id: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
      name: 'Zoé Martin',
      email: 'zoe@example.fr',
      subject: 'Un site',
      message: 'Bonjour, un site pour notre atelier.',
      lng: 'fr',
      website: '',
      draftMs: 45_000,
    });
    return parsed.ok ? parsed.message : undefined;
  },
  newsletter: () => {
    const parsed = parseNewsletterSignup({
      id: '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9',
      email: 'zoe@example.fr',
      lng: 'en',
      website: '',
      draftMs: 9000,
    });
    return parsed.ok ? parsed.signup : undefined;
  },
};

const fieldsOf = (lead: object): string[] =>
  Object.entries(lead).flatMap(([name, value]: [string, unknown]) =>
    value !== null && typeof value === 'object' ? Object.keys(value).map((inner) => `${name}.${inner}`) : [name],
  );

const titles = { fr: legalFr.privacy, en: legalEn.privacy };

/** What the legal page says a form collects, as the visitor reads it. */
function noticeOf(kind: LeadKind, language: Language): string {
  const privacy = screen.getByRole('region', { name: language === 'fr' ? 'Confidentialité' : 'Privacy' });
  const term = within(privacy).getByText(titles[language][kind].title, { selector: 'dt' });
  return (term.nextElementSibling?.textContent ?? '').toLowerCase();
}

describe('the privacy notice of each form', () => {
  it.each(leadKindNames)('has words for every field a %s lead keeps, and no words for a field it lost', (kind) => {
    const lead = keptLeads[kind]();
    expect(lead).toBeDefined();
    expect(Object.keys(noticeWords[kind]).sort()).toEqual(fieldsOf(lead ?? {}).sort());
  });

  describe.each(languages)('in %s', (language) => {
    it.each(leadKindNames)('names every field a %s lead keeps', (kind) => {
      renderWithProviders(<LegalPage />, { language, route: language === 'fr' ? '/legal' : '/en/legal' });
      const notice = noticeOf(kind, language);
      const unnamed = Object.entries<Naming>(noticeWords[kind])
        .filter(([, naming]) => !('unnamed' in naming) && !notice.includes(naming[language].toLowerCase()))
        .map(([field]) => field);
      expect(unnamed).toEqual([]);
    });
  });
});
