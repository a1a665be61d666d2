import type { OpeningHours } from '@sw/contracts/setup';

// Opening hours in the import file: one column per weekday, '08:00-20:00' (minutes from local
// midnight in the database: 480-1200) or 'closed'; the seven empty mean no opening hours at all.

export type DayHours = OpeningHours['mon'];

export const DAY_FORMAT = 'Hours as 08:00-20:00, or closed';

const RANGE = /^(\d{1,2}):(\d{2})\s*[-–]\s*(\d{1,2}):(\d{2})$/;

/** A day cell as the form's value (null = closed); undefined when it is not written as hours. */
export function parseDayCell(cell: string): DayHours | undefined {
  const s = cell.trim();
  if (/^closed$/i.test(s)) return null;
  const m = RANGE.exec(s);
  if (!m) return undefined;
  const [h1, m1, h2, m2] = m.slice(1).map(Number) as [number, number, number, number];
  if (m1 > 59 || m2 > 59) return undefined;
  // Range checks (before 24:00, close after open) are the contract's, with the form's messages.
  return { open: h1 * 60 + m1, close: h2 * 60 + m2 };
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A day's hours as the file writes them; null when the site has no opening hours at all. */
export function formatDayCell(hours: OpeningHours | null, day: keyof OpeningHours): string | null {
  if (!hours) return null;
  const d = hours[day];
  return d ? `${hhmm(d.open)}-${hhmm(d.close)}` : 'closed';
}
