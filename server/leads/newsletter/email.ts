import { escapeHtml } from '../../../src/lib/html';
import type { Language } from '../../../src/i18n/languages';
import { NEWSLETTER_TOKEN_DAYS } from '../../../src/lib/leads/newsletter';

const copy = {
  fr: {
    subject: (agency: string) => `Confirmez votre inscription à la newsletter de ${agency}`,
    hello: 'Bonjour,',
    asked: (agency: string) =>
      `Vous avez demandé à recevoir la newsletter de ${agency}, une lettre par mois sur nos projets et nos conseils. Pour confirmer, ouvrez ce lien puis appuyez sur «\u00a0Confirmer mon inscription\u00a0»\u00a0:`,
    button: 'Confirmer mon inscription',
    validity: `Ce lien est valable ${String(NEWSLETTER_TOKEN_DAYS)}\u00a0jours.`,
    ignore:
      'Si vous n’avez rien demandé, ignorez ce message\u00a0: sans confirmation, votre adresse n’est ni inscrite ni conservée.',
  },
  en: {
    subject: (agency: string) => `Confirm your subscription to the ${agency} newsletter`,
    hello: 'Hello,',
    asked: (agency: string) =>
      `You asked to receive the ${agency} newsletter, one letter a month about our projects and advice. To confirm, open this link and press “Confirm my subscription”:`,
    button: 'Confirm my subscription',
    validity: `This link is valid for ${String(NEWSLETTER_TOKEN_DAYS)} days.`,
    ignore:
      'If you did not ask for it, ignore this message: without confirmation, your address is neither subscribed nor kept.',
  },
} as const satisfies Record<Language, unknown>;

/** The confirmation e-mail, in the visitor's language; the link is the only value not written here. */
export function confirmationEmail(language: Language, link: string, agency: string): { subject: string; html: string } {
  const t = copy[language];
  const href = escapeHtml(link);
  return {
    subject: t.subject(agency),
    html: [
      `<p>${escapeHtml(t.hello)}</p>`,
      `<p>${escapeHtml(t.asked(agency))}</p>`,
      `<p><a href="${href}">${escapeHtml(t.button)}</a></p>`,
      `<p>${escapeHtml(t.validity)}<br>${href}</p>`,
      `<p>${escapeHtml(t.ignore)}</p>`,
    ].join('\n'),
  };
}
