import { localizedPath } from '../src/i18n/languagePaths';
import { escapeHtml } from '../src/lib/html';
import en from '../src/i18n/locales/en';
import fr from '../src/i18n/locales/fr';
import type { Language } from '../src/i18n/languages';

/**
 * The page a visitor gets when the server itself fails: the app's own error texts and stylesheet, no
 * script and nothing inline, so it shows whatever broke.
 */
export function serverErrorPage(language: Language, stylesheets: readonly string[], status: number): string {
  const texts = (language === 'en' ? en : fr).errors.unexpected;
  const home = localizedPath('/', language);
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(texts.title)}</title>`,
    ...stylesheets.map((href) => `<link rel="stylesheet" href="/${escapeHtml(href)}">`),
    '</head><body><main id="main"><section class="error-page page-intro" role="alert"><div class="container">',
    `<div class="error-page__card"><h1>${escapeHtml(texts.title)}</h1>`,
    `<p class="error-page__status">${escapeHtml(texts.status.replace('{{status}}', String(status)))}</p>`,
    `<a class="btn btn-primary" href="${home}">${escapeHtml(texts.home)}</a>`,
    '</div></div></section></main></body></html>',
  ].join('\n');
}
