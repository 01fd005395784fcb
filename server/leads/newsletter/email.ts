import { escapeHtml } from '../../../src/lib/html';
import type { Language } from '../../../src/i18n/languages';
import { NEWSLETTER_TOKEN_DAYS } from '../../../src/lib/leads/newsletter';
import en from '../../../src/i18n/locales/newsletterEmail/en';
import fr from '../../../src/i18n/locales/newsletterEmail/fr';

const copy = { fr, en };

/** The copy's `{{name}}` placeholders, as i18next fills them in the pages. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

/** The confirmation e-mail, in the visitor's language; the link is the only value not written here. */
export function confirmationEmail(language: Language, link: string, agency: string): { subject: string; html: string } {
  const values = { agency, days: String(NEWSLETTER_TOKEN_DAYS) };
  const t = Object.fromEntries(
    Object.entries(copy[language]).map(([key, text]) => [key, fill(text, values)]),
  ) as typeof fr;
  const href = escapeHtml(link);
  return {
    subject: t.subject,
    html: [
      `<p>${escapeHtml(t.hello)}</p>`,
      `<p>${escapeHtml(t.asked)}</p>`,
      `<p><a href="${href}">${escapeHtml(t.button)}</a></p>`,
      `<p>${escapeHtml(t.validity)}<br>${href}</p>`,
      `<p>${escapeHtml(t.ignore)}</p>`,
    ].join('\n'),
  };
}
