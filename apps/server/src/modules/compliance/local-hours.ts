const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The zone's UTC offset at `ms`, in minutes (Intl 'longOffset' reads 'GMT', 'GMT+05:30', 'GMT-04:00'). */
function offsetMinutes(format: Intl.DateTimeFormat, ms: number): number {
  const name = format.formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{1,2}):?(\d{2})?/.exec(name);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

/**
 * Local calendar day ('yyyy-MM-dd') and hour ('00'…'23') of UTC instants in one IANA zone, as
 * `to_char(ts at time zone zone, ...)` gives them. The offset is looked up once per UTC day and per
 * hour only on the days it changes (DST), so a month of hours costs a few dozen Intl calls, not one
 * per point.
 */
export class LocalHours {
  private readonly format: Intl.DateTimeFormat;
  private readonly dayOffsets = new Map<number, number | null>();

  constructor(timeZone: string) {
    this.format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
  }

  private offsetAt(ms: number): number {
    const day = Math.floor(ms / DAY_MS);
    let constant = this.dayOffsets.get(day);
    if (constant === undefined) {
      const start = offsetMinutes(this.format, day * DAY_MS);
      const end = offsetMinutes(this.format, (day + 1) * DAY_MS - 1);
      constant = start === end ? start : null;
      this.dayOffsets.set(day, constant);
    }
    return constant ?? offsetMinutes(this.format, ms);
  }

  /** Day and hour of the instant `ms` (epoch milliseconds) on the zone's wall clock. */
  of(ms: number): { day: string; hour: string } {
    const wall = new Date(ms + this.offsetAt(ms) * 60_000).toISOString();
    return { day: wall.slice(0, 10), hour: wall.slice(11, 13) };
  }

  /** Day and minute of the day (0…1439) of the instant `ms` on the zone's wall clock. */
  dayMinute(ms: number): { day: string; minute: number } {
    const wallMs = ms + this.offsetAt(ms) * 60_000;
    const day = new Date(wallMs).toISOString().slice(0, 10);
    return { day, minute: Math.floor((((wallMs % DAY_MS) + DAY_MS) % DAY_MS) / 60_000) };
  }

  private readonly cellOfHour = new Map<number, number>();
  private readonly cellOfLabel = new Map<string, number>();
  /** Distinct local (day, hour) cells met so far; `cellOf` answers indexes into this list. */
  readonly cells: { day: string; hour: string }[] = [];

  /**
   * The local cell of a whole hour since the epoch (an hourly rollup bucket), as an index into
   * `cells`: two UTC hours that a DST change puts on the same wall-clock hour share one cell.
   */
  cellOf(hour: number): number {
    let cell = this.cellOfHour.get(hour);
    if (cell !== undefined) return cell;
    const label = this.of(hour * HOUR_MS);
    const key = `${label.day} ${label.hour}`;
    cell = this.cellOfLabel.get(key);
    if (cell === undefined) {
      cell = this.cells.push(label) - 1;
      this.cellOfLabel.set(key, cell);
    }
    this.cellOfHour.set(hour, cell);
    return cell;
  }
}
