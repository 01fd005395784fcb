import type { Language } from '../../i18n/languages';

const YEAR_DAYS = 365;

/** How long leads are kept, as the notice states it: the days, and the whole years they make (`1 095 jours (3 ans)`). */
export function retentionPeriod(days: number, language: Language): string {
  const amount = (unit: 'day' | 'year', value: number) =>
    new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
  return days % YEAR_DAYS === 0 ? `${amount('day', days)} (${amount('year', days / YEAR_DAYS)})` : amount('day', days);
}
