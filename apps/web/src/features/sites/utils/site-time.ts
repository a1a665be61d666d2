/** The calendar day (yyyy-MM-dd) at `at` in the site's time zone; null for an unknown zone. */
export function siteDate(timeZone: string, at: Date): string | null {
  try {
    // en-CA writes dates as yyyy-MM-dd.
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(at);
  } catch {
    return null;
  }
}

/** An ISO instant as the site's wall-clock time ('06:42'); '-' when missing. */
export function siteClock(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '-';
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '-';
  try {
    return new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(t);
  } catch {
    return '-';
  }
}
