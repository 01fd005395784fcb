import type { Language } from '../../src/i18n/languages';

const NO_BREAK_SPACE = '\u00a0';
const NARROW_NO_BREAK_SPACE = '\u202f';

/**
 * French spacing as a typesetter sets it, so an editor types ordinary spaces (or none) and the page gets
 * the rules the dictionaries follow: a narrow no-break space before ? ! ; and %, a no-break space before :
 * and inside « », between groups of thousands a narrow one. Times (9:00) and URL schemes keep their colon.
 */
function frenchSpacing(text: string): string {
  return text
    .replace(/[ \u00a0\u202f]*([?!;]+)/g, `${NARROW_NO_BREAK_SPACE}$1`)
    .replace(/[ \u00a0\u202f]*:(?!\/\/)/g, (colon: string, offset: number, whole: string) => {
      const time = /\d/.test(whole.charAt(offset - 1)) && /\d/.test(whole.charAt(offset + colon.length));
      return time ? colon : `${NO_BREAK_SPACE}:`;
    })
    .replace(/«[ \u00a0\u202f]*/g, `«${NO_BREAK_SPACE}`)
    .replace(/[ \u00a0\u202f]*»/g, `${NO_BREAK_SPACE}»`)
    .replace(/(\d)[ \u00a0\u202f]*%/g, `$1${NARROW_NO_BREAK_SPACE}%`)
    .replace(/(\d) (?=\d{3}(?!\d))/g, `$1${NARROW_NO_BREAK_SPACE}`);
}

/** The typography of a piece of the content's text in its language: typed apostrophes and dots become the real signs. */
export function typeset(text: string, language: Language): string {
  const signs = text
    .replace(/'/g, '’')
    .replace(/\.\.\./g, '…')
    // A figure stays on one line with its unit (10 min, 2 h, 120 M€).
    .replace(/(\d) (?=[A-Za-z€]{1,3}(?![\p{L}\d]))/gu, `$1${NO_BREAK_SPACE}`);
  return language === 'fr' ? frenchSpacing(signs) : signs;
}
