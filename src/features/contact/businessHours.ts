export const businessHours = { opensAt: { hour: 9, minute: 0 }, closesAt: { hour: 18, minute: 0 } } as const;

interface TimeOfDay {
  readonly hour: number;
  readonly minute: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

function timeOfDay(language: string, { hour, minute }: TimeOfDay): string {
  if (language === 'fr') return `${pad(hour)}:${pad(minute)}`;
  const period = hour < 12 ? 'AM' : 'PM';
  return `${String(hour % 12 === 0 ? 12 : hour % 12)}:${pad(minute)}\u00a0${period}`;
}

/**
 * The opening range in the language's conventions, written out: `Intl.DateTimeFormat` spaces it differently in the
 * build's ICU and each browser's, and a prerendered page must hydrate to exactly its own text.
 */
export function formatOpeningRange(language: string, opensAt: TimeOfDay, closesAt: TimeOfDay): string {
  return `${timeOfDay(language, opensAt)}\u00a0–\u00a0${timeOfDay(language, closesAt)}`;
}
