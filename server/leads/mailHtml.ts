import { escapeHtml } from '../../src/lib/html';

/** A row of the agency's e-mail: a label and a value already escaped. */
export const row = (label: string, valueHtml: string) =>
  `<tr><th align="left" valign="top" style="padding:4px 16px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${valueHtml}</td></tr>`;

/** A free text's paragraphs as HTML: escaped, each line break kept. */
export const textHtml = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

const entities: Readonly<Record<string, string>> = { lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' };

/**
 * The text alternative of an e-mail these relays wrote: their few tags become line breaks and separators, and
 * the escaped values read as the visitor typed them (plain text is never markup).
 */
export function plainText(html: string): string {
  return html
    .replace(/<\/th><td[^>]*>/g, ': ')
    .replace(/<br>|<\/(h1|p|tr)>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(lt|gt|quot|#39|amp);/g, (_entity, name: string) => entities[name] ?? '')
    .replace(/\n{2,}/g, '\n\n')
    .trim();
}
