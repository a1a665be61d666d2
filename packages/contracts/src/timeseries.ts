import { z } from 'zod';
import { intId } from './common';

/** Longest range a time-series query may ask for (a year plus a month of margin for comparisons). */
export const MAX_RANGE_DAYS = 400;

// Numbers below this are epoch seconds, above it epoch milliseconds (1e11 s is the year 5138).
const SECONDS_LIMIT = 1e11;
const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/**
 * Reads an instant sent as epoch seconds, epoch milliseconds (as a number or a numeric string) or an
 * ISO 8601 string; null when it is none of these. An ISO date-time without an offset is taken as UTC,
 * so the server's own time zone never changes what a device or a client meant.
 */
export function parseInstant(v: string | number): Date | null {
  if (typeof v === 'number') return fromEpoch(v);
  const s = v.trim();
  if (NUMERIC.test(s)) return fromEpoch(Number(s));
  const m = ISO.exec(s);
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', sec = '00', frac = '', zone = 'Z'] = m;
  // Date.parse only promises millisecond precision; finer fractions are cut, not rounded.
  const ms = frac ? frac.slice(0, 4).padEnd(4, '0') : '';
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : normaliseOffset(zone);
  const t = Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${sec}${ms}${offset}`);
  if (!Number.isFinite(t)) return null;
  // Date.parse rolls 2024-02-31 over into March: compare the calendar date back to refuse it.
  const check = new Date(Date.parse(`${y}-${mo}-${d}T00:00:00Z`));
  if (Number.isNaN(check.getTime()) || check.getUTCDate() !== Number(d)) return null;
  return new Date(t);
}

function fromEpoch(n: number): Date | null {
  if (!Number.isFinite(n)) return null;
  const ms = Math.abs(n) < SECONDS_LIMIT ? n * 1000 : n;
  const d = new Date(Math.round(ms));
  return Number.isNaN(d.getTime()) ? null : d;
}

function normaliseOffset(zone: string): string {
  const digits = zone.slice(1).replace(':', '');
  return `${zone[0]}${digits.slice(0, 2)}:${(digits.slice(2) || '00').padEnd(2, '0')}`;
}

const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);

/** A query instant: epoch seconds, epoch milliseconds or ISO 8601; becomes a Date. */
export const Instant = z
  .union([z.string().max(64), z.number()])
  .transform((v, ctx) => {
    const d = parseInstant(v);
    if (!d || d.getTime() < EARLIEST || d.getTime() >= LATEST) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be epoch seconds, epoch milliseconds or an ISO 8601 date between 1970 and 2100',
      });
      return z.NEVER;
    }
    return d;
  })
  .meta({ description: 'Epoch seconds, epoch milliseconds or an ISO 8601 date-time' });

/** 'true' / 'false' in a query string (a bare z.coerce.boolean would read 'false' as true). */
export const QueryBoolean = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .meta({ description: "'true' or 'false'" });

type RangeShape = { from: typeof Instant; to: typeof Instant };

/** A query object with from/to, refined so that from < to and the span is at most MAX_RANGE_DAYS. */
export function rangeQuery<S extends z.ZodRawShape>(shape: S) {
  const base: RangeShape = { from: Instant, to: Instant };
  return z.object({ ...base, ...shape }).superRefine((q, ctx) => {
    const { from, to } = q as unknown as { from: unknown; to: unknown };
    // zod 4 runs object refinements even when a field already failed: only compare two real instants.
    if (!(from instanceof Date) || !(to instanceof Date)) return;
    if (from.getTime() >= to.getTime()) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be after from' });
    } else if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * 86_400_000) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `range must be at most ${MAX_RANGE_DAYS} days` });
    }
  });
}

export const TimeRangeQuery = rangeQuery({});

// ---------------------------------------------------------------------------------------------- energy

// 1m (Energy Activity's one-minute option, G-024) reads raw readings, so it finds data for 3 days back.
export const EnergyAgg = z.enum(['1m', '15m', '1h', '1d', '1w', '1M']);
export type EnergyAgg = z.infer<typeof EnergyAgg>;

export const EnergySeriesQuery = rangeQuery({
  agg: EnergyAgg.optional().meta({
    description:
      'Bucket size; by default 15m up to 2 days, 1h up to 31 days, 1d beyond, and never finer than the finest rollup still holding `from`',
  }),
  seeSpilloverPoint: QueryBoolean.optional(),
});

export const EquipmentIdParam = z.object({ id: intId });
export const SiteIdParam = z.object({ siteId: intId });
export const SiteGroupParam = z.object({ siteId: intId, groupId: intId });
export const SiteTypeParam = z.object({ siteId: intId, typeId: intId });

export const EnergyReading = z.object({
  /** Bucket start, epoch seconds. */
  timestamp: z.number(),
  /** Average power over the bucket, kW. */
  power: z.number(),
  /** Energy consumed in the bucket, kWh. */
  energy: z.number(),
});
export type EnergyReading = z.infer<typeof EnergyReading>;

export const EnergySeries = z.object({
  agg: EnergyAgg,
  unit: z.literal('kWh'),
  readings: z.array(EnergyReading),
  spilloverPoint: EnergyReading.nullable(),
});
export type EnergySeries = z.infer<typeof EnergySeries>;

export const EnergyDashboard = z.object({
  siteId: z.number(),
  /** Echo of the range, epoch seconds. */
  from: z.number(),
  to: z.number(),
  totalKwh: z.number(),
  peakKw: z.number().nullable(),
  averageKw: z.number(),
  byEquipmentGroup: z.array(z.object({ groupId: z.number(), title: z.string(), kwh: z.number() })),
  byEquipmentType: z.array(z.object({ typeId: z.number(), title: z.string(), kwh: z.number() })),
  co2Kg: z.number().nullable(),
  eui: z.number().nullable(),
});
export type EnergyDashboard = z.infer<typeof EnergyDashboard>;

export const EnergyConsumption = z.object({
  siteId: z.number(),
  totalKwh: z.number(),
  days: z.array(z.object({ date: z.string(), kwh: z.number() })),
});
export type EnergyConsumption = z.infer<typeof EnergyConsumption>;

export const RecentPower = z.object({
  equipmentId: z.number(),
  /** Epoch seconds of the newest reading used; null when none in the last hour. */
  timestamp: z.number().nullable(),
  power: z.number().nullable(),
});
export type RecentPower = z.infer<typeof RecentPower>;

// ------------------------------------------------------------------------------------------ thermostat

export const THERMOSTAT_COLUMNS = [
  'MODE',
  'WORKING_MODE',
  'COOL_SET_POINT',
  'HEAT_SET_POINT',
  'TEMPERATURE',
  'FAN_RUNNING',
  'FAN_MODE',
  'ONLINE',
  'TEMP_UNITS',
  'COOLING_STAGE1_RUNNING',
  'COOLING_STAGE2_RUNNING',
  'HEATING_STAGE1_RUNNING',
  'HEATING_STAGE2_RUNNING',
  'LOCAL_ADJUSTMENT_OVERRIDE',
  'TIMETABLE_ACTIVE_STATE',
  'SET_POINT_DEVIATION',
  'MAINTENANCE_STATE',
] as const;
export const ThermostatColumn = z.enum(THERMOSTAT_COLUMNS);
export type ThermostatColumn = z.infer<typeof ThermostatColumn>;

export const ThermostatAgg = z.enum(['2m', '15m', '1h']);
export type ThermostatAgg = z.infer<typeof ThermostatAgg>;

/** "MODE,TEMPERATURE" (or repeated keys) → distinct known columns; an unknown name is a 400. */
export const ThermostatColumns = z
  .union([z.string().max(1000), z.array(z.string().max(1000)).max(50)])
  .transform((v, ctx) => {
    const names = (Array.isArray(v) ? v : [v])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim().toUpperCase())
      .filter(Boolean);
    const out: ThermostatColumn[] = [];
    for (const n of names) {
      const c = ThermostatColumn.safeParse(n);
      if (!c.success) {
        ctx.addIssue({ code: 'custom', message: `unknown column '${n.slice(0, 40)}'` });
        return z.NEVER;
      }
      if (!out.includes(c.data)) out.push(c.data);
    }
    return out;
  })
  .meta({ description: `Comma-separated list of ${THERMOSTAT_COLUMNS.join(', ')}; all when absent` });

export const ThermostatSeriesQuery = rangeQuery({
  columns: ThermostatColumns.optional(),
  agg: ThermostatAgg.optional().meta({
    description: 'By default 2m under 4 days, 15m from 4 to 8 days, 1h above',
  }),
});

/** One thermostat activity sample (spec 3 §3); only the requested columns are present. */
export const ThermostatActivitySample = z.object({
  time: z.string(),
  timestamp: z.number(),
  online: z.boolean().nullable().optional(),
  temperature: z.number().nullable().optional(),
  coolSetPoint: z.number().nullable().optional(),
  heatSetPoint: z.number().nullable().optional(),
  mode: z.string().nullable().optional(),
  workingMode: z.string().nullable().optional(),
  fanMode: z.string().nullable().optional(),
  fanRunning: z.boolean().nullable().optional(),
  coolingStage1Running: z.boolean().nullable().optional(),
  coolingStage2Running: z.boolean().nullable().optional(),
  heatingStage1Running: z.boolean().nullable().optional(),
  heatingStage2Running: z.boolean().nullable().optional(),
  localAdjustmentOverride: z.object({ product: z.string() }).nullable().optional(),
  timetableActiveState: z.string().nullable().optional(),
  hvacSopSetPointDeviation: z.number().nullable().optional(),
  maintenanceState: z.string().nullable().optional(),
  temperatureUnit: z.string().nullable().optional(),
  /** With WORKING_MODE: the working mode is LOCAL_ADJUSTMENT (spec 3 §3's flag). */
  isLocalOverrideActive: z.boolean().nullable().optional(),
  /** With WORKING_MODE: 0.15 while forced off / forced on (spec 3 §9, G-035), else null. */
  overrideForcedOffValue: z.number().nullable().optional(),
  overrideForcedOnValue: z.number().nullable().optional(),
});
export type ThermostatActivitySample = z.infer<typeof ThermostatActivitySample>;

export const ThermostatSeries = z.object({
  thermostatId: z.number(),
  agg: ThermostatAgg,
  columns: z.array(ThermostatColumn),
  samples: z.array(ThermostatActivitySample),
});
export type ThermostatSeries = z.infer<typeof ThermostatSeries>;

// ------------------------------------------------------------------------------------ devices / sensors

export const ActuatorPoint = z.object({ timestamp: z.number(), value: z.number() });
export const OverriddenState = z.enum(['NONE', 'FORCED_OFF', 'FORCED_ON']);
export const OverriddenStatePoint = z.object({ timestamp: z.number(), state: OverriddenState });
export const ControlAgentPoint = z.object({ timestamp: z.number(), running: z.boolean() });
export const LightPoint = z.object({ timestamp: z.number(), lux: z.number() });
export const SchedulerPoint = z.object({
  timestamp: z.number(),
  threshold: z.number().nullable(),
  fixedScheduleActive: z.boolean(),
  lightSensorActive: z.boolean(),
});

export const OperationalAgg = z.enum(['1m', '2m', '5m', '15m', '30m', '1h', '1d', '1w', '1M']);
export type OperationalAgg = z.infer<typeof OperationalAgg>;

export const OperationalQuery = rangeQuery({
  agg: OperationalAgg.optional().meta({
    description:
      'Finer than 15m: raw readings; otherwise the average per bucket. Absent: raw for up to 2 recent days, else the bucket the energy default would choose',
  }),
});

export const ControlBoardIdParam = z.object({ controlBoardId: intId });
export const ControlIdParam = z.object({ controlId: intId });
export const SchedulerIdParam = z.object({ schedulerId: intId });
export const SensorIdParam = z.object({ sensorId: intId });

export const OperationalSeries = z.object({
  sensorId: z.number(),
  sensorType: z.string(),
  unit: z.string(),
  /** 'raw' when the readings are the stored ones, else the bucket size. */
  agg: z.union([OperationalAgg, z.literal('raw')]),
  readings: z.array(z.object({ timestamp: z.number(), value: z.number(), min: z.number(), max: z.number() })),
});
export type OperationalSeries = z.infer<typeof OperationalSeries>;
