// Rules of the two performance pages (spec 3 §2 "HVAC (Controlled) performance page" and "Equipment
// group performance page", §5, §9; F-024 … F-078). Pure: the pages feed them rows and render results.

/** F-028: the HVAC equipment type group; its types are the HVAC page's Equipment Type options (F-027). */
export const HVAC_TYPE_GROUP_ID = 5708;
/** F-028: the HVAC equipment group. */
export const HVAC_EQUIPMENT_GROUP_ID = 221;
/** F-060: equipment titles are shortened to this many characters (phone, else desktop). */
export const EQUIPMENT_TITLE_MAX = { phone: 30, desktop: 35 } as const;
/** F-041: the HVAC overlay counts down from this many seconds. */
export const HVAC_COUNTDOWN_SECONDS = 60;

/**
 * F-041, F-042 (decided): the HVAC loading overlay's 'N secs remaining', N = 60 − 60 × the loading
 * value, where the loading value is the report's progress 0–1 (clamped; whole seconds, never below 0).
 */
export function hvacCountdownSeconds(progress: number): number {
  // Out-of-range progress is clamped (Infinity is done); only NaN says nothing, so the full minute.
  const p = Number.isNaN(progress) ? 0 : Math.min(1, Math.max(0, progress));
  return Math.max(0, Math.round(HVAC_COUNTDOWN_SECONDS - HVAC_COUNTDOWN_SECONDS * p));
}

/**
 * F-055, F-056 (decided): the equipment page's remaining-time estimate from the progress so far:
 * elapsed × (1 − p) ÷ p seconds (the rate so far continued); null until some progress is reported.
 */
export function remainingSeconds(progress: number, elapsedSeconds: number): number | null {
  if (!Number.isFinite(progress) || progress <= 0 || elapsedSeconds <= 0) return null;
  if (progress >= 1) return 0;
  return Math.ceil((elapsedSeconds * (1 - progress)) / progress);
}

/** F-055: 'N secs remaining' under 60 s, otherwise 'approx. N mins remaining' (rounded up). */
export function remainingText(seconds: number | null): string {
  if (seconds === null) return 'Estimating time remaining';
  if (seconds < 60) return `${seconds} secs remaining`;
  return `approx. ${Math.ceil(seconds / 60)} mins remaining`;
}

/** What the quick search reads of a row (F-024). */
export interface PerformanceSearchFields {
  siteTitle: string;
  siteGroups: readonly string[];
  equipmentTitle: string;
  vendor: string | null;
  typeTitle: string;
}

/**
 * F-024: the quick search matches site title, site groups, equipment title, vendor and equipment type
 * title, case-insensitively, as a substring. F-025 (decided): no minimum length; blank matches all.
 */
export function matchesPerformanceSearch(row: PerformanceSearchFields, query: string | undefined): boolean {
  const q = (query ?? '').trim().toLowerCase();
  if (!q) return true;
  return [row.siteTitle, ...row.siteGroups, row.equipmentTitle, row.vendor ?? '', row.typeTitle].some((t) =>
    t.toLowerCase().includes(q),
  );
}

/** F-026: the vendor options: distinct non-empty vendors (trimmed), alphabetical. */
export function vendorOptions(vendors: readonly (string | null | undefined)[]): string[] {
  const set = new Set<string>();
  for (const v of vendors) {
    const t = v?.trim();
    if (t) set.add(t);
  }
  return [...set].sort((a, b) => a.localeCompare(b));
}

/** F-027: the HVAC page's Equipment Type options: types of type group 5708 only. */
export function hvacTypeOptions<T extends { typeGroupId: number }>(types: readonly T[]): T[] {
  return types.filter((t) => t.typeGroupId === HVAC_TYPE_GROUP_ID);
}

/** F-071: the columns (of `keys`) that have a value in at least one row; the others are removed. */
export function columnsWithData<R, K extends string>(
  rows: readonly R[],
  keys: readonly K[],
  value: (row: R, key: K) => unknown,
): K[] {
  return keys.filter((k) => rows.some((r) => value(r, k) !== null && value(r, k) !== undefined));
}

/**
 * F-073: choosing 'Today' switches to the last 7 days (today included): the equipment page's figures
 * need whole days of traces. Any other choice stays as it is.
 */
export function performancePeriodChoice(
  choice: { from: string; to: string },
  today: string,
): { from: string; to: string; switched: boolean } {
  if (choice.from !== today || choice.to !== today) return { ...choice, switched: false };
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 6);
  return { from: d.toISOString().slice(0, 10), to: today, switched: true };
}

/** F-036, F-039: a runtime above the threshold (a fraction) is highlighted; percent is 0–100. */
export const runtimeAboveThreshold = (percent: number | null, threshold: number) =>
  percent !== null && percent > threshold * 100;

/** F-033, F-039: a compliance below the threshold (a fraction) is highlighted; percent is 0–100. */
export const complianceBelowThreshold = (percent: number | null, threshold: number) =>
  percent !== null && percent < threshold * 100;

/** F-037 (decided): daily runtime hours = share of observed time running × 24. */
export const dailyRuntimeHours = (percent: number | null) => (percent === null ? null : (percent / 100) * 24);
