import {
  COOLER_COLD_SHARE,
  COOLER_DOOR_OPEN_SHARE,
  COOLER_DOOR_OPEN_SHARE_HIGH,
  COOLER_ENERGY_PER_DEGREE,
  COOLER_LONG_EXCURSION_HIGH_HOURS,
  COOLER_LONG_EXCURSION_HOURS,
  COOLER_WARM_SHARE,
  COOLER_WARM_SHARE_HIGH,
  type Evidence,
  HUMIDITY_BAND,
  HUMIDITY_OUT_SHARE,
  NOH_LOAD_RATIO_LIMIT,
  OVERRIDE_SHARE_LIMIT,
  type Recommendation,
  type RecommendationKind,
  SETBACK_MIN_C,
  SETPOINT_COOL_MIN_C,
  SETPOINT_HEAT_MAX_C,
  SHORT_CYCLE_ENERGY_PENALTY,
} from '@sw/contracts';
import type { BoardOverride } from '../controls/overrides.repository';
import { siteNoh } from '../controls/savings';
import type { SavingsEquipmentRow, SplitTotals } from '../controls/savings.repository';
import type { ReportSite } from '../data/sites.repository';
import { addUp, outlierRow } from '../hvac/hvac-report';
import { localDates, ratio, round } from '../hvac/period';
import type { HvacUnit, ThermostatDay } from '../hvac/thermostat-days.repository';
import type { HourlySeries, RecSensor } from './recommendations.repository';

// Rule-based recommendations (docs/analytics.md "Recommendations"): each rule reads the site's last
// 7 local days, says what it found (evidence) and, where energy is at stake, what a year of it costs.

/** What the rules of one site read. */
export interface SiteRecInput {
  site: Pick<ReportSite, 'id' | 'title' | 'co2Factor'>;
  from: string;
  to: string;
  sensors: readonly RecSensor[];
  series: ReadonlyMap<number, HourlySeries>;
  /** kWh of each equipment's sub-meters over the window. */
  equipmentKwh: ReadonlyMap<number, number>;
  /** The site's energy over the window's complete days (null: none). */
  siteTotals: SplitTotals | null;
  equipment: readonly SavingsEquipmentRow[];
  equipmentTotals: ReadonlyMap<number, SplitTotals>;
  units: readonly HvacUnit[];
  thermostatDays: readonly ThermostatDay[];
  boards: readonly BoardOverride[];
}

/** A valid series needs a day of hourly averages before any rule reads it. */
const MIN_HOURS = 24;
const YEAR_DAYS = 365;

const ev = (label: string, value: number | null, unit: string): Evidence => ({
  label,
  value: value === null ? null : round(value),
  unit,
});

function rec(
  input: SiteRecInput,
  r: Omit<Recommendation, 'id' | 'site_id' | 'site_title' | 'equipment_id' | 'equipment_title'> & {
    subject: string;
    equipment?: { id: number | null; title: string | null };
  },
): Recommendation {
  const { subject, equipment, ...rest } = r;
  return {
    id: `${input.site.id}:${r.rule}:${subject}`,
    ...rest,
    site_id: input.site.id,
    site_title: input.site.title,
    equipment_id: equipment?.id ?? null,
    equipment_title: equipment?.title ?? null,
  };
}

const saving = (kwhPerYear: number, co2Factor: number | null, basis: string) => ({
  kwh_per_year: round(kwhPerYear),
  co2_kg_per_year: co2Factor === null ? null : round(kwhPerYear * co2Factor),
  basis,
});

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Runs of consecutive hours (whole hours since the epoch) where `hit` holds: their lengths and peaks. */
export function runs(s: HourlySeries, hit: (v: number) => boolean): { hours: number; peak: number }[] {
  const out: { hours: number; peak: number }[] = [];
  let current: { hours: number; peak: number } | null = null;
  let last = Number.NaN;
  for (let i = 0; i < s.hours.length; i++) {
    const h = s.hours[i]!;
    const v = s.avg[i]!;
    if (hit(v)) {
      if (current && h === last + 1) {
        current.hours++;
        current.peak = Math.max(current.peak, v);
      } else {
        current = { hours: 1, peak: v };
        out.push(current);
      }
    } else current = null;
    last = h;
  }
  return out;
}

/** I-089: refrigeration running warm, above range for hours on end, colder than needed, doors left open. */
export function coolerRecommendations(input: SiteRecInput): Recommendation[] {
  const out: Recommendation[] = [];
  for (const s of input.sensors) {
    const series = input.series.get(s.sensorId);
    if (!series || series.avg.length < MIN_HOURS) continue;
    const equipment = { id: s.equipmentId, title: s.equipmentTitle };
    const name = s.equipmentTitle ?? s.title;
    const valid = series.avg.length;
    if (s.sensorType === 'DOOR') {
      const open = mean(series.avg);
      if (open >= COOLER_DOOR_OPEN_SHARE)
        out.push(
          rec(input, {
            subject: String(s.sensorId),
            equipment,
            kind: 'cooler',
            rule: 'door_open',
            severity: open >= COOLER_DOOR_OPEN_SHARE_HIGH ? 'high' : 'medium',
            title: `${name}: door open ${round(open * 100, 1)} % of the time`,
            action:
              'Check that the door closes and seals (closer, strip curtain, door alarm) and how stock is loaded: a medium-temperature walk-in is typically open about 20 % of the time.',
            evidence: [
              ev('Time open', open * 100, '%'),
              ev('Hours open', open * valid, 'h'),
              ev('Hours measured', valid, 'h'),
            ],
            estimated_saving: null,
          }),
        );
      continue;
    }
    if (s.sensorType !== 'TEMPERATURE' || s.lo === null || s.hi === null) continue;
    const { lo, hi } = s;
    const avg = mean(series.avg);
    const above = series.avg.filter((v) => v > hi).length;
    const below = series.avg.filter((v) => v < lo).length;
    const range = ev('Range high', hi, '°C');
    if (above / valid >= COOLER_WARM_SHARE)
      out.push(
        rec(input, {
          subject: String(s.sensorId),
          equipment,
          kind: 'cooler',
          rule: 'running_warm',
          severity: above / valid >= COOLER_WARM_SHARE_HIGH ? 'high' : 'medium',
          title: `${name} is running warm`,
          action:
            'Check door seals, the evaporator and condenser coils (ice, dirt), the fans and the refrigerant charge before the food is at risk.',
          evidence: [
            ev('Hours above range', above, 'h'),
            ev('Share of hours above range', (above / valid) * 100, '%'),
            ev('Mean temperature', avg, '°C'),
            ev('Warmest hourly average', Math.max(...series.avg), '°C'),
            range,
          ],
          estimated_saving: null,
        }),
      );
    const long = runs(series, (v) => v > hi).filter((r) => r.hours >= COOLER_LONG_EXCURSION_HOURS);
    if (long.length)
      out.push(
        rec(input, {
          subject: String(s.sensorId),
          equipment,
          kind: 'cooler',
          rule: 'long_excursion',
          severity:
            Math.max(...long.map((r) => r.hours)) >= COOLER_LONG_EXCURSION_HIGH_HOURS ? 'high' : 'medium',
          title: `${name} stayed above range for ${Math.max(...long.map((r) => r.hours))} hours`,
          action:
            'A defrost and its recovery last under an hour: check defrost termination, the evaporator fans and whether the door was left open.',
          evidence: [
            ev('Excursions of 2 hours or more', long.length, ''),
            ev('Longest excursion', Math.max(...long.map((r) => r.hours)), 'h'),
            ev('Peak hourly average', Math.max(...long.map((r) => r.peak)), '°C'),
            range,
          ],
          estimated_saving: null,
        }),
      );
    if (below / valid >= COOLER_COLD_SHARE && avg < lo) {
      const kwh = s.equipmentId === null ? undefined : input.equipmentKwh.get(s.equipmentId);
      const degrees = lo - avg;
      const days = valid / 24;
      out.push(
        rec(input, {
          subject: String(s.sensorId),
          equipment,
          kind: 'cooler',
          rule: 'running_cold',
          severity: 'low',
          title: `${name} is colder than it needs to be`,
          action: `Raise the set point towards the middle of the ${lo}–${hi} °C range: every degree colder costs energy.`,
          evidence: [
            ev('Mean temperature', avg, '°C'),
            ev('Range low', lo, '°C'),
            ev('Share of hours below range', (below / valid) * 100, '%'),
            ...(kwh === undefined ? [] : [ev('Energy over the week', kwh, 'kWh')]),
          ],
          estimated_saving:
            kwh === undefined
              ? null
              : saving(
                  ((kwh * COOLER_ENERGY_PER_DEGREE * degrees) / days) * YEAR_DAYS,
                  input.site.co2Factor,
                  `${COOLER_ENERGY_PER_DEGREE * 100} % of the unit's energy per °C below its range (rule of thumb, estimate) × ${round(degrees, 1)} °C, for a year`,
                ),
        }),
      );
    }
  }
  return out;
}

/** I-090: indoor humidity outside 30–60 %RH for a fifth of the hours or more. */
export function humidityRecommendations(input: SiteRecInput): Recommendation[] {
  const out: Recommendation[] = [];
  for (const s of input.sensors) {
    if (s.sensorType !== 'HUMIDITY') continue;
    const series = input.series.get(s.sensorId);
    if (!series || series.avg.length < MIN_HOURS) continue;
    const valid = series.avg.length;
    const high = series.avg.filter((v) => v > HUMIDITY_BAND.high).length;
    const low = series.avg.filter((v) => v < HUMIDITY_BAND.low).length;
    const common = [ev('Mean humidity', mean(series.avg), '%RH'), ev('Hours measured', valid, 'h')];
    if (high / valid >= HUMIDITY_OUT_SHARE)
      out.push(
        rec(input, {
          subject: String(s.sensorId),
          kind: 'humidity',
          rule: 'humidity_high',
          severity: high / valid >= 0.5 ? 'high' : 'medium',
          title: `${s.title}: above ${HUMIDITY_BAND.high} %RH for ${round((high / valid) * 100, 1)} % of the hours`,
          action:
            'Check dehumidification and the HVAC, door and air-curtain discipline: humid air condenses on display cases and adds frost and load to the refrigeration.',
          evidence: [
            ev('Hours above band', high, 'h'),
            ev('Share of hours above band', (high / valid) * 100, '%'),
            ev('Highest hourly average', Math.max(...series.avg), '%RH'),
            ...common,
          ],
          estimated_saving: null,
        }),
      );
    if (low / valid >= HUMIDITY_OUT_SHARE)
      out.push(
        rec(input, {
          subject: String(s.sensorId),
          kind: 'humidity',
          rule: 'humidity_low',
          severity: 'low',
          title: `${s.title}: below ${HUMIDITY_BAND.low} %RH for ${round((low / valid) * 100, 1)} % of the hours`,
          action: 'Dry air: check the outdoor-air intake and humidification; staff and customers feel it.',
          evidence: [
            ev('Hours below band', low, 'h'),
            ev('Share of hours below band', (low / valid) * 100, '%'),
            ev('Lowest hourly average', Math.min(...series.avg), '%RH'),
            ...common,
          ],
          estimated_saving: null,
        }),
      );
  }
  return out;
}

/** Setback seen in a unit's samples: mean set points while open and while closed (°C). */
export function setback(t: ReturnType<typeof addUp>) {
  const openHeat = ratio(t.occHspH, t.occHspW);
  const openCool = ratio(t.occCspH, t.occCspW);
  const closedHeat = ratio(t.closedHspH, t.closedHspW);
  const closedCool = ratio(t.closedCspH, t.closedCspW);
  const setBack =
    (openHeat !== null && closedHeat !== null && closedHeat <= openHeat - SETBACK_MIN_C) ||
    (openCool !== null && closedCool !== null && closedCool >= openCool + SETBACK_MIN_C);
  return { openHeat, openCool, closedHeat, closedCool, setBack };
}

const perYear = (kwh: number, days: number) => (days > 0 ? (kwh / days) * YEAR_DAYS : 0);

/**
 * I-091: equipment not set back when closed, the site's closed-hours load, overrides, set points and
 * HVAC outliers. Equipment savings come first; the site's NOH saving is what they leave of its waste,
 * so that the savings of one site add up.
 */
export function energyRecommendations(input: SiteRecInput): Recommendation[] {
  const out: Recommendation[] = [];
  const co2 = input.site.co2Factor;
  const byUnit = new Map<number, ThermostatDay[]>();
  for (const d of input.thermostatDays) byUnit.set(d.equipmentId, [...(byUnit.get(d.equipmentId) ?? []), d]);
  let equipmentWaste = 0;
  for (const e of input.equipment) {
    if (e.control === null || e.meters === 0) continue;
    const t = input.equipmentTotals.get(e.equipmentId);
    if (!t) continue;
    const opKw = ratio(t.opKwh, t.opHours);
    const nohKw = ratio(t.nohKwh, t.nohHours);
    if (opKw === null || nohKw === null || opKw <= 0 || t.wasteKwh <= 0) continue;
    if (nohKw / opKw < NOH_LOAD_RATIO_LIMIT) continue;
    // HVAC draws more on a cold night even when set back: only a unit whose closed-hours set points show
    // no setback (or no thermostat evidence of one) is flagged; lighting is flagged on its load alone.
    const sp = e.control === 'thermostat' ? setback(addUp(byUnit.get(e.equipmentId) ?? [])) : null;
    if (sp && (sp.setBack || sp.closedHeat === null)) continue;
    const kwhYear = perYear(t.wasteKwh, t.daysWithData);
    equipmentWaste += kwhYear;
    out.push(
      rec(input, {
        subject: String(e.equipmentId),
        equipment: { id: e.equipmentId, title: e.title },
        kind: 'energy',
        rule: 'not_set_back',
        severity: nohKw / opKw >= 0.75 ? 'high' : 'medium',
        title: `${e.title} runs at ${round((nohKw / opKw) * 100, 1)} % of its open-hours load when the site is closed`,
        action: `Check the ${e.control === 'thermostat' ? 'thermostat schedule and its unoccupied set points' : 'lighting schedule'}: closed-hours load should fall well below ${NOH_LOAD_RATIO_LIMIT * 100} % of the open-hours load.`,
        evidence: [
          ev('Open-hours load', opKw, 'kW'),
          ev('Closed-hours load', nohKw, 'kW'),
          ev('Closed-hours energy', t.nohKwh, 'kWh'),
          ev(`Energy above ${NOH_LOAD_RATIO_LIMIT * 100} % of the open-hours load`, t.wasteKwh, 'kWh'),
          ev('Days measured', t.daysWithData, ''),
          ...(sp
            ? [
                ev('Heat set point open', sp.openHeat, '°C'),
                ev('Heat set point closed', sp.closedHeat, '°C'),
                ev('Cool set point open', sp.openCool, '°C'),
                ev('Cool set point closed', sp.closedCool, '°C'),
              ]
            : []),
        ],
        estimated_saving: saving(
          kwhYear,
          co2,
          `closed-hours energy above ${NOH_LOAD_RATIO_LIMIT * 100} % of the open-hours load, over the days measured, for a year`,
        ),
      }),
    );
  }

  const noh = siteNoh(input.siteTotals ?? undefined);
  const siteDaysMeasured = noh.days_with_data;
  if (noh.load_ratio !== null && noh.load_ratio >= NOH_LOAD_RATIO_LIMIT && noh.noh_waste_kwh > 0) {
    const kwhYear = Math.max(0, perYear(noh.noh_waste_kwh, siteDaysMeasured) - equipmentWaste);
    out.push(
      rec(input, {
        subject: 'site',
        kind: 'energy',
        rule: 'noh_waste',
        severity: noh.load_ratio >= 0.75 ? 'high' : 'medium',
        title: `Closed-hours load is ${round(noh.load_ratio * 100, 1)} % of the open-hours load`,
        action:
          'Switch off lighting, HVAC, cooking and plug loads at closing (refrigeration stays on); see the NOH Efficiency Analysis for the site’s trend.',
        evidence: [
          ev('Open-hours load', noh.op_kw, 'kW'),
          ev('Closed-hours load', noh.noh_kw, 'kW'),
          ev('Closed-hours share of energy', noh.noh_share === null ? null : noh.noh_share * 100, '%'),
          ev(`Energy above ${NOH_LOAD_RATIO_LIMIT * 100} % of the open-hours load`, noh.noh_waste_kwh, 'kWh'),
          ev('Days measured', siteDaysMeasured, ''),
        ],
        estimated_saving: saving(
          kwhYear,
          co2,
          `the site's closed-hours energy above ${NOH_LOAD_RATIO_LIMIT * 100} % of its open-hours load, for a year, less the equipment savings listed`,
        ),
      }),
    );
  }

  const boards = new Map<number, BoardOverride[]>();
  for (const b of input.boards) boards.set(b.equipmentId, [...(boards.get(b.equipmentId) ?? []), b]);
  const titles = new Map(input.equipment.map((e) => [e.equipmentId, e.title]));
  for (const u of input.units) titles.set(u.equipmentId, u.equipmentTitle);

  for (const [equipmentId, title] of titles) {
    const t = addUp(byUnit.get(equipmentId) ?? []);
    const b = boards.get(equipmentId) ?? [];
    const boardObserved = b.reduce((a, x) => a + x.observedH, 0);
    const forcedOn = b.reduce((a, x) => a + x.onH, 0);
    const thermostatShare = t.observedH > 0 ? (t.localH + t.manualH) / t.observedH : 0;
    const boardShare = boardObserved > 0 ? forcedOn / boardObserved : 0;
    const share = Math.max(thermostatShare, boardShare);
    if (share >= OVERRIDE_SHARE_LIMIT) {
      const what =
        boardShare >= thermostatShare
          ? 'forced on at its control board'
          : t.localH >= t.manualH
            ? 'in local override'
            : 'in manual mode';
      out.push(
        rec(input, {
          subject: String(equipmentId),
          equipment: { id: equipmentId, title },
          kind: 'energy',
          rule: 'override',
          severity: share >= 0.5 ? 'high' : 'medium',
          title: `${title} was ${what} ${round(share * 100, 1)} % of the time`,
          action:
            'Return it to its schedule, and ask the site why it was overridden (comfort complaint, opening hours changed?).',
          evidence: [
            ev('Local override', t.localH, 'h'),
            ev('Manual mode', t.manualH, 'h'),
            ev('Forced on', forcedOn, 'h'),
            ev('Share of the time observed', share * 100, '%'),
          ],
          estimated_saving: null,
        }),
      );
    }
  }

  for (const u of input.units) {
    const days = byUnit.get(u.equipmentId) ?? [];
    const t = addUp(days);
    const heat = ratio(t.occHspH, t.occHspW);
    const cool = ratio(t.occCspH, t.occCspW);
    if ((heat !== null && heat > SETPOINT_HEAT_MAX_C) || (cool !== null && cool < SETPOINT_COOL_MIN_C))
      out.push(
        rec(input, {
          subject: String(u.equipmentId),
          equipment: { id: u.equipmentId, title: u.equipmentTitle },
          kind: 'energy',
          rule: 'setpoints',
          severity: 'low',
          title: `${u.equipmentTitle}: occupied set points ${heat ?? '-'} °C heat / ${cool ?? '-'} °C cool`,
          action: `Widen the occupied set points towards ${SETPOINT_HEAT_MAX_C - 1} °C heating and ${SETPOINT_COOL_MIN_C + 1} °C cooling: every degree of heating or cooling avoided saves energy.`,
          evidence: [
            ev('Mean occupied heat set point', heat, '°C'),
            ev('Mean occupied cool set point', cool, '°C'),
            ev('Occupied hours observed', t.occHspW, 'h'),
          ],
          estimated_saving: null,
        }),
      );
    const o = outlierRow(u, days);
    if (!o.outlier) continue;
    const reasons = [
      o.flags.setpoint_deviation && 'out of its set-point band',
      o.flags.runtime && 'running most of the day',
      o.flags.wrong_stage && 'heating or cooling the wrong way',
      o.flags.short_cycling && 'short cycling',
    ].filter(Boolean);
    const kwh = input.equipmentKwh.get(u.equipmentId);
    out.push(
      rec(input, {
        subject: String(u.equipmentId),
        equipment: { id: u.equipmentId, title: u.equipmentTitle },
        kind: 'energy',
        rule: 'hvac_outlier',
        severity: o.flags.setpoint_deviation || o.flags.short_cycling ? 'medium' : 'low',
        title: `${u.equipmentTitle}: ${reasons.join(', ')}`,
        action:
          'Have the unit serviced: check the thermostat location and calibration, the staging and the refrigerant circuit.',
        evidence: [
          ev('Mean deviation from set point (occupied)', o.mean_abs_deviation, '°C'),
          ev('Occupied hours outside the band', o.out_of_band_hours, 'h'),
          ev('Cooling runtime', o.cooling_hours_per_day, 'h/day'),
          ev('Heating runtime', o.heating_hours_per_day, 'h/day'),
          ev('Starts', o.starts_per_day, '/day'),
          ev('Mean cycle', o.mean_cycle_minutes, 'min'),
        ],
        estimated_saving:
          o.flags.short_cycling && kwh !== undefined
            ? saving(
                perYear(kwh * SHORT_CYCLE_ENERGY_PENALTY, localDates(input.from, input.to).length),
                co2,
                `up to ${SHORT_CYCLE_ENERGY_PENALTY * 100} % of the unit's energy (short cycling), for a year`,
              )
            : null,
      }),
    );
  }
  return out;
}

const SEVERITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

/** Most severe first, then the largest saving, then by title. */
export function sortRecommendations(list: Recommendation[]): Recommendation[] {
  return [...list].sort(
    (a, b) =>
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      (b.estimated_saving?.kwh_per_year ?? 0) - (a.estimated_saving?.kwh_per_year ?? 0) ||
      a.site_title.localeCompare(b.site_title) ||
      a.title.localeCompare(b.title),
  );
}

export const RULES_BY_KIND: Record<RecommendationKind, (input: SiteRecInput) => Recommendation[]> = {
  cooler: coolerRecommendations,
  humidity: humidityRecommendations,
  energy: energyRecommendations,
};
