import {
  EXCURSION_EXPLANATION_LABELS,
  type Excursion,
  type SiteComplianceReport,
  type SiteComplianceSensor,
} from '@sw/contracts';
import { complianceBarsOption, dailyComplianceOption } from '@sw/domain';
import { counts } from '../../compliance';
import type { ReportChart } from '../pdf/charts';
import type { Column, Row } from '../report-document';
import type { Figures, SensorFigures } from './compliance-data';

/*
 * The compliance templates' columns, rows and PDF charts (docs/reports.md). Hours are the pages'
 * hours (one hourly average per sensor and clock hour); out-of-range hours are the page's
 * valid − compliant − defrost; compliance is the API's share with its two decimals.
 */

// Widths are characters: Excel's column widths, and how the PDF shares the room its cells and headers
// leave (pdf/table-layout.ts).
const C = '°C';
const temp = (key: string, header: string, width = 9): Column => ({
  key,
  header,
  unit: C,
  type: 'number',
  decimals: 1,
  width,
});
const hours = (key: string, header: string, width = 10): Column => ({
  key,
  header,
  type: 'number',
  decimals: 0,
  width,
});

const EQUIPMENT: Column = { key: 'equipment', header: 'Equipment', type: 'text', width: 16 };
const SENSOR: Column = { key: 'sensor', header: 'Sensor', type: 'text', width: 19 };
const SITE: Column = { key: 'site', header: 'Site', type: 'text', width: 24 };
const RANGE: Column[] = [temp('rangeMin', 'Range min', 7.5), temp('rangeMax', 'Range max', 7.5)];
const HOURS: Column[] = [
  hours('valid', 'Hours with readings', 9.9),
  hours('compliant', 'Hours in range', 8),
  hours('defrost', 'Defrost hours (excused)', 11.5),
  hours('outOfRange', 'Hours out of range', 8),
  // The API's figure as it is (two decimals): a file never rounds it differently from the screen.
  { key: 'compliance', header: 'Compliance', unit: '%', type: 'number', decimals: 2, width: 13.5 },
];
const TEMPERATURES: Column[] = [
  temp('low', 'Lowest reading', 9),
  temp('mean', 'Mean', 6.8),
  temp('high', 'Highest reading', 9),
];

export const SENSOR_COLUMNS: Column[] = [
  EQUIPMENT,
  SENSOR,
  ...RANGE,
  ...HOURS,
  ...TEMPERATURES,
  { key: 'cyclesPerDay', header: 'Defrost cycles a day', type: 'number', decimals: 1, width: 9.2 },
  hours('excursions', 'Excursions', 11.8),
  hours('toReview', 'Excursions to review', 11.8),
];

/** Start and duration make the excursion; peak against the limit crossed tells its side. */
export const EXCURSION_COLUMNS: Column[] = [
  { key: 'start', header: 'Start', type: 'datetime', width: 18 },
  EQUIPMENT,
  SENSOR,
  { key: 'minutes', header: 'Duration', unit: 'min', type: 'number', decimals: 0, width: 9.9 },
  temp('peak', 'Peak', 7),
  temp('limit', 'Limit crossed', 9),
  { key: 'explanation', header: 'Explanation', type: 'text', width: 15 },
  { key: 'review', header: 'Review', type: 'text', width: 10 },
  { key: 'detail', header: 'Detail', type: 'text', width: 32.5 },
  { key: 'notes', header: 'Review notes', type: 'text', width: 18 },
];

export const DAY_COLUMNS: Column[] = [
  EQUIPMENT,
  SENSOR,
  { key: 'day', header: 'Day', type: 'date', width: 12 },
  ...TEMPERATURES,
  ...HOURS,
];

export const SITE_COLUMNS: Column[] = [SITE, hours('sensors', 'Sensors with a range'), ...HOURS];
export const SITE_SENSOR_COLUMNS: Column[] = [SITE, EQUIPMENT, SENSOR, ...RANGE, ...HOURS];

/** Hour counts as the pages show them. */
export function hourCells(c: { valid_points: number; compliant_points: number; defrost_points: number }) {
  return {
    valid: c.valid_points,
    compliant: c.compliant_points,
    defrost: c.defrost_points,
    outOfRange: c.valid_points - c.compliant_points - c.defrost_points,
  };
}

/** The web's review state: a note makes it reviewed; a defrost excursion is excused; others wait. */
const reviewOf = (e: Excursion) => (e.reviews.length ? 'Reviewed' : e.excused ? 'Excused' : 'To review');

/** The site page's order: least compliant first (sensors without a share last), then by title. */
export const byLeastCompliant = (a: SiteComplianceSensor, b: SiteComplianceSensor) =>
  (a.within_compliance ?? 101) - (b.within_compliance ?? 101) ||
  `${a.equipment_title} ${a.sensor_title}`.localeCompare(`${b.equipment_title} ${b.sensor_title}`);

/** A log's order: equipment, then sensor. */
export const byTitle = (a: SiteComplianceSensor, b: SiteComplianceSensor) =>
  a.equipment_title.localeCompare(b.equipment_title) ||
  a.sensor_title.localeCompare(b.sensor_title) ||
  a.sensor_id - b.sensor_id;

export function sensorRows(report: SiteComplianceReport, figures: Map<number, SensorFigures>): Row[] {
  return Object.values(report.by_sensor)
    .sort(byLeastCompliant)
    .map((s) => {
      const f = figures.get(s.sensor_id)?.total;
      return {
        equipment: s.equipment_title,
        sensor: s.sensor_title,
        rangeMin: s.min_temp,
        rangeMax: s.max_temp,
        ...hourCells(s),
        compliance: s.within_compliance,
        low: f?.low ?? null,
        mean: f?.mean ?? null,
        high: f?.high ?? null,
        cyclesPerDay: s.defrost.per_day,
        excursions: s.excursions.length,
        toReview: s.excursions.filter((e) => reviewOf(e) === 'To review').length,
      };
    });
}

/** Every excursion of the site's sensors, oldest first (a log reads forwards). */
export function excursionRows(report: SiteComplianceReport): Row[] {
  return Object.values(report.by_sensor)
    .flatMap((s) => s.excursions.map((e) => ({ s, e })))
    .sort((x, y) => x.e.start.localeCompare(y.e.start) || byTitle(x.s, y.s))
    .map(({ s, e }) => ({
      start: new Date(e.start),
      equipment: s.equipment_title,
      sensor: s.sensor_title,
      minutes: e.minutes,
      peak: e.peak,
      limit: e.limit,
      explanation: EXCURSION_EXPLANATION_LABELS[e.explanation],
      detail: e.detail,
      review: reviewOf(e),
      notes: e.reviews.map((r) => `${r.username}: ${r.comment}`).join(' | ') || null,
    }));
}

const NO_DAY: Figures = {
  valid: 0,
  compliant: 0,
  defrost: 0,
  compliance: null,
  mean: null,
  low: null,
  high: null,
};

/** Every sensor × every day of `dates` (a day without readings too: a record shows its gaps). */
export function dayRows(
  report: SiteComplianceReport,
  figures: Map<number, SensorFigures>,
  dates: string[],
): Row[] {
  return Object.values(report.by_sensor)
    .sort(byTitle)
    .flatMap((s) =>
      dates.map((day) => {
        const d = figures.get(s.sensor_id)?.days.get(day) ?? NO_DAY;
        return {
          equipment: s.equipment_title,
          sensor: s.sensor_title,
          day,
          low: d.low,
          mean: d.mean,
          high: d.high,
          valid: d.valid,
          compliant: d.compliant,
          defrost: d.defrost,
          outOfRange: d.valid - d.compliant - d.defrost,
          compliance: d.compliance,
        };
      }),
    );
}

/** The site's compliance per day: every sensor's hours of the day pooled (the trend's by_day). */
export function siteDays(figures: Map<number, SensorFigures>, dates: string[]): (number | null)[] {
  return dates.map((day) => {
    let valid = 0;
    let compliant = 0;
    let defrost = 0;
    for (const f of figures.values()) {
      const d = f.days.get(day);
      valid += d?.valid ?? 0;
      compliant += d?.compliant ?? 0;
      defrost += d?.defrost ?? 0;
    }
    return counts(valid, compliant, defrost).within_compliance;
  });
}

/** At most this many bars in a PDF chart: the least compliant ones. */
const PDF_BARS = 20;

/** Compliance bars of `rows` (already least compliant first), those with a share. */
export function barsChart(rows: Row[], label: (r: Row) => string, what: 'sensors' | 'sites'): ReportChart {
  const bars = rows
    .filter((r) => r.compliance !== null)
    .slice(0, PDF_BARS)
    .map((r) => ({ label: label(r), percent: Number(r.compliance) }));
  const more = rows.filter((r) => r.compliance !== null).length > PDF_BARS;
  return {
    title: more ? `The ${PDF_BARS} least compliant ${what} (%)` : `Compliance of the ${what} (%)`,
    barLabels: bars.map((b) => b.label),
    option: complianceBarsOption(bars),
  };
}

export function dailyChart(dates: string[], percents: (number | null)[]): ReportChart {
  return {
    title: 'Compliance per day, every sensor pooled (%)',
    height: 200,
    option: dailyComplianceOption(
      dates.map((d, i) => ({ axisLabel: String(Number(d.slice(8))), percent: percents[i] ?? null })),
    ),
  };
}

export const once = (rows: Row[]) =>
  async function* (): AsyncGenerator<Row[]> {
    if (rows.length) yield rows;
  };

/** '99.1% (110 of 111 counted hours)', or 'No readings'. */
export function complianceFact(c: {
  valid_points: number;
  compliant_points: number;
  defrost_points: number;
  within_compliance: number | null;
}): string {
  if (c.valid_points === 0) return 'No readings in the period';
  if (c.within_compliance === null) return 'No counted hour (every hour with readings excused)';
  const counted = c.valid_points - c.defrost_points;
  return `${c.within_compliance.toFixed(2)}% (${c.compliant_points} of ${counted} counted hours in range; ${c.defrost_points} defrost hours excused)`;
}
