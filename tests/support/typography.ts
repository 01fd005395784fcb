import type { Language } from '../../src/i18n/languages';

export const NARROW_NO_BREAK_SPACE = '\u202f';
export const NO_BREAK_SPACE = '\u00a0';

const noBreak = new Set([NO_BREAK_SPACE, NARROW_NO_BREAK_SPACE]);
const name = (character: string | undefined) =>
  character === undefined
    ? 'nothing'
    : `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

function around(text: string, index: number): string {
  return text.slice(Math.max(0, index - 12), index + 12);
}

/**
 * What a text breaks of French typography: a narrow no-break space (U+202F) before `?`, `!` and `;`,
 * a no-break space (U+00A0) before `:`, a no-break space inside « », and the ellipsis as one character.
 * Times (`09:00`) and URL schemes (`https://`) keep their bare colon; `?!` shares one space.
 */
export function frenchTypographyFaults(text: string): string[] {
  const faults: string[] = [];
  const fault = (index: number, rule: string) => faults.push(`${rule} in "${around(text, index)}"`);
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index] ?? '';
    const before = text[index - 1];
    const after = text[index + 1];
    if ('?!;'.includes(character)) {
      const inRun = before !== undefined && '?!'.includes(before);
      if (!inRun && before !== NARROW_NO_BREAK_SPACE)
        fault(index, `"${character}" wants U+202F before it, not ${name(before)}`);
    } else if (character === ':') {
      const time = /\d/.test(before ?? '') && /\d/.test(after ?? '');
      const scheme = text.startsWith('//', index + 1);
      if (!time && !scheme && before !== NO_BREAK_SPACE)
        fault(index, `":" wants U+00A0 before it, not ${name(before)}`);
    } else if (character === '«') {
      if (after === undefined || !noBreak.has(after)) fault(index, `"«" wants a no-break space after it`);
    } else if (character === '»') {
      if (before === undefined || !noBreak.has(before)) fault(index, `"»" wants a no-break space before it`);
    }
  }
  for (const match of text.matchAll(/\.\.\./g)) fault(match.index, 'three dots where "…" belongs');
  return faults;
}

/** English: no space of any kind before `?`, `!`, `:`, `;`, no « », and "…" rather than three dots. */
export function englishTypographyFaults(text: string): string[] {
  const faults: string[] = [];
  for (const match of text.matchAll(/[ \u00a0\u202f\u2009]+[?!:;]|[«»]/g))
    faults.push(`"${match[0].trim()}" after a space or in guillemets in "${around(text, match.index)}"`);
  for (const match of text.matchAll(/\.\.\./g))
    faults.push(`three dots where "…" belongs in "${around(text, match.index)}"`);
  return faults;
}

export const typographyFaults: Record<Language, (text: string) => string[]> = {
  fr: frenchTypographyFaults,
  en: englishTypographyFaults,
};

/**
 * Where a browser may put a line break before one of `?`, `!`, `:`, `;`, `»`: right after a breaking
 * space (an ordinary space, tab or newline). The end-to-end rule, for any page's text.
 */
export function breakableBeforeSign(text: string): string[] {
  return [...text.matchAll(/[ \t\r\n\u2009]+[?!:;»]/g)].map((match) => `"${around(text, match.index)}"`);
}

/** Words an English heading or button may capitalise mid-phrase: names, not Title Case. */
const properNames = new Set(['AI', 'Studio', 'Nova', 'RCS', 'VAT', 'GDPR', 'PSD2', 'WCAG', 'React', 'Calendly', 'LLC']);

/** The keys of short English strings that act as headings, labels or buttons: those sentence case applies to. */
export const headingOrButtonKey =
  /(^|\.)(title|teaserTitle|eyebrow|cta|label|getStarted|startProject|seeWork|viewAll|viewProject|submit|send|again|retry|close|subscribe|update|later|install|clearFilters|back|next|home|call|email|visit|legend|company|support|legal|legalNotice|privacy|servicesTitle)$/;

/**
 * Title Case in an English heading or button ("Send Us a Message"): a word after the first that starts
 * with a capital and is not a name. Sentence case capitalises the first word only.
 */
export function englishTitleCaseFaults(text: string): string[] {
  const words = text
    .replace(/\{\{\s*\w+\s*\}\}/g, '')
    .split(/[\s\u00a0]+/)
    .map((word) => word.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, ''))
    .filter(Boolean);
  return words
    .slice(1)
    .filter((word) => /^\p{Lu}\p{Ll}/u.test(word) && !properNames.has(word))
    .map((word) => `"${word}" capitalised mid-phrase in "${text}"`);
}

/** A price in dollars: the agency quotes in euros in both languages. */
export function dollarFaults(text: string): string[] {
  return [...text.matchAll(/\$|\bUSD\b/g)].map((match) => `a dollar sign in "${around(text, match.index)}"`);
}
