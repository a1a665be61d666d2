/**
 * Share of the seed each step takes, in tenths of a second of one seed on PGlite (bench:seed,
 * 2026-11-27); the labels are the steps' own. A step missing here counts as 1, so the percent still
 * rises if a step is added before this table follows.
 */
const WEIGHTS: Record<string, number> = {
  'organisations, users, sites and devices': 9,
  'window bounds': 1,
  'drop keys': 1,
  'raw readings': 16,
  'raw door events': 6,
  '15m site states': 14,
  '15m generated': 27,
  '15m door generated': 2,
  'raw -> 15m': 15,
  'restore keys (raw, 15m)': 17,
  '1h site states': 9,
  '1h generated': 27,
  '1h door generated': 2,
  '15m -> 1h': 21,
  'restore key (1h)': 11,
  'day states': 2,
  '1d generated': 10,
  '1h -> 1d': 29,
  'restore key (1d)': 3,
  'energy day split (last days)': 24,
  'energy day split (older days)': 11,
  'energy day split (hourly window)': 3,
  'restore keys (energy_day_split)': 2,
  'thermostat samples': 23,
  'restore key (thermostat_status)': 5,
  weather: 6,
  'weather days': 3,
  'current values': 1,
  'older incidents derived': 25,
  'incidents replayed': 32,
  statistics: 29,
  checkpoint: 2,
};

const TOTAL = Object.values(WEIGHTS).reduce((a, w) => a + w, 0);

/**
 * The seed's progress as a percent that only rises, reported to `report` after each step. Each
 * report also yields to the event loop (setImmediate), so a listening server answers between the
 * steps of the seed even where one step's JavaScript would otherwise run on in one piece.
 */
export class SeedProgress {
  private doneWeight = 0;
  private last = -1;

  constructor(private readonly report?: (percent: number) => void | Promise<void>) {}

  /** A step finished. */
  done(label: string): Promise<void> {
    this.doneWeight += WEIGHTS[label] ?? 1;
    return this.emit(this.doneWeight);
  }

  /** `fraction` (0-1) of a step that is still running. */
  part(label: string, fraction: number): Promise<void> {
    return this.emit(this.doneWeight + (WEIGHTS[label] ?? 1) * Math.min(1, Math.max(0, fraction)));
  }

  private async emit(weight: number): Promise<void> {
    // 100 % only once the seed has returned: a rounded 99.6 % must not read as finished.
    const percent = Math.min(99, Math.floor((100 * weight) / TOTAL));
    await new Promise((resolve) => setImmediate(resolve));
    if (percent <= this.last) return;
    this.last = percent;
    await this.report?.(percent);
  }
}
