// Temperature compliance: levels, explanations and the defrost rules (docs/analytics.md
// "Temperature compliance"), in a file without zod (see ./index.ts), shared by the server and the web app.

/**
 * F-019/F-020: the level of one hourly average. Defrost is an hour whose average is out of range only
 * because of a detected defrost cycle: excused, left out of the compliance share. NoData: no reading.
 */
export const COMPLIANCE_LEVELS = ['Compliant', 'AboveRange', 'BelowRange', 'Defrost', 'NoData'] as const;
export type ComplianceLevelName = (typeof COMPLIANCE_LEVELS)[number];

/** Why a temperature excursion happened, in the order the rules are tried. */
export const EXCURSION_EXPLANATIONS = ['DEFROST', 'DOOR_OPEN', 'EQUIPMENT_FAULT', 'UNEXPLAINED'] as const;
export type ExcursionExplanation = (typeof EXCURSION_EXPLANATIONS)[number];

/** How the screens name each explanation. */
export const EXCURSION_EXPLANATION_LABELS: Record<ExcursionExplanation, string> = {
  DEFROST: 'Defrost',
  DOOR_OPEN: 'Door open',
  EQUIPMENT_FAULT: 'Equipment fault',
  UNEXPLAINED: 'Unexplained',
};

/**
 * Defrost detection from a temperature trace (research.md §2.3, heuristic event detection with a
 * periodicity check). Values in °C and minutes.
 */
export const DEFROST_RULES = {
  /** A bucket's peak this far above the sensor's baseline peak (median over ±12 h) starts a rise. */
  riseC: 1,
  /** A rise lasting longer than this (plus one bucket) is not a defrost. */
  maxMinutes: 60,
  /** Rises recurring at the same local time of day (± this, at least one bucket) ... */
  toleranceMinutes: 30,
  /** ... on at least this many local days (itself included) are defrost cycles. */
  minDays: 3,
  /** After a cycle ends the box may still be above range for this long (recovery). */
  graceMinutes: 30,
  /** Days of readings before the period that detection also reads, to see the pattern recur. */
  lookbackDays: 3,
} as const;

/**
 * Explanations of the other excursions: a door of the same equipment held open (open for at least
 * DOOR_OPEN_SHARE of each bucket of a stretch) as the excursion began, the excursion ending at most
 * DOOR_RECOVERY_MINUTES after the door closed; an excursion lasting SUSTAINED_EXCURSION_MINUTES
 * without a detected cause is an equipment fault (as is an incident on the equipment overlapping it).
 */
export const DOOR_OPEN_SHARE = 0.5;
export const DOOR_RECOVERY_MINUTES = 60;
export const SUSTAINED_EXCURSION_MINUTES = 120;

/** The valueType of a review note (a comment on the sensor covering the excursion's from–to). */
export const EXCURSION_REVIEW_VALUE_TYPE = 'TEMPERATURE_EXCURSION';

/** The site report holds an hourly grid: at most a month of days. */
export const MAX_SITE_COMPLIANCE_DAYS = 31;
