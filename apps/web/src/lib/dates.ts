// Dates as the lists show them ("Nov 30, 2026"), in the reader's own language.

/** An instant, on the reader's own calendar (their zone). */
export const mediumDate = (iso: string): string =>
  new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** A calendar day (yyyy-MM-dd) as it is: no zone moves it to the day before or after. */
export const mediumDay = (day: string): string =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { timeZone: 'UTC', dateStyle: 'medium' });
