export const languages = ['fr', 'en'] as const;

export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'fr';

/** Where a language is kept: this cookie (which the server reads too) and this key of local and session storage. */
export const languageCookie = 'i18next';
export const languageStorageKey = 'i18nextLng';
/** How long a kept language lasts: a year. */
export const languageKeptSeconds = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * A detected value as a language: a regional code counts as its base language (`en-US` is `en`) and
 * anything unsupported, or nothing at all, means French.
 */
export function resolveLanguage(detected: string | null | undefined): Language {
  const base = detected?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : defaultLanguage;
}

export function otherLanguage(language: Language): Language {
  return language === 'fr' ? 'en' : 'fr';
}
