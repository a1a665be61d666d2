/** Tooltips are HTML and titles and comments are user input: every text goes through this. */
export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const DAY = 86_400_000;

/**
 * Axis labels in the page's zone (ECharts would use the browser's): hours within two days, the
 * spec's 'MMM d' beyond (spec 3 §2).
 */
export function axisLabelFormatter(timeZone: string, spanMs: number): (t: number) => string {
  const fmt =
    spanMs <= 2 * DAY
      ? new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      : new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric' });
  return (t) => fmt.format(t);
}

/** A tooltip's instant: 'dd MMM, yyyy HH:mm' in the page's zone. */
export function stampFormatter(timeZone: string): (t: number) => string {
  const day = new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: 'short', year: 'numeric' });
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (t) => {
    const [d, m, y] = day.format(t).split(' ');
    return `${d} ${m}, ${y} ${time.format(t)}`;
  };
}
