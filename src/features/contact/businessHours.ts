export const businessHours = { opensAt: { hour: 9, minute: 0 }, closesAt: { hour: 18, minute: 0 } } as const;

interface TimeOfDay {
  readonly hour: number;
  readonly minute: number;
}

// Any fixed day will do: only the time of day is shown, in the visitor's own time zone.
const onReferenceDay = ({ hour, minute }: TimeOfDay) => new Date(2024, 0, 8, hour, minute);

/** The opening range in the language's conventions: "9:00 AM – 6:00 PM" in English, "09:00 – 18:00" in French. */
export function formatOpeningRange(language: string, opensAt: TimeOfDay, closesAt: TimeOfDay): string {
  const format = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' });
  return format.formatRange(onReferenceDay(opensAt), onReferenceDay(closesAt));
}
