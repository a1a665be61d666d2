import type { AggregationLevel } from '@sw/contracts';
import type { RangedSensor } from '../../compliance';
import type { Column, ReportDocument, Row } from '../report-document';
import { refuseOver, reportSensors, todayAt, typeFilter } from './compliance-data';
import { once } from './compliance-tables';
import {
  AGGREGATION_LABEL,
  BUCKET_MS,
  checkRetention,
  daysIn,
  organisationTitle,
  type ReportSite,
  requestedSite,
  TABLE_OF,
} from './scope';
import type { ReportTemplateDef, TemplateContext } from './template';

/*
 * temperatureRecord (report centre): the temperature log a health inspector asks for. Each
 * refrigeration sensor (a temperature sensor with a range: the compliance reports' sensors and
 * ranges) bucket by bucket of the chosen rollup (15 minutes, hourly by default, daily), with its range
 * and whether the bucket's mean lies inside it: the rule of the compliance figure, so with hourly
 * buckets the Yes rows are the compliance page's hours in range (before defrost hours are excused).
 * Rows are read a page at a time, sensor by sensor, in time order.
 */

const PAGE = 5_000;

const aggOf = (ctx: TemplateContext): AggregationLevel => ctx.request.aggregationLevel ?? '1h';

// Widths: characters (see compliance-tables.ts).
const temp = (key: string, header: string): Column => ({
  key,
  header,
  unit: '°C',
  type: 'number',
  decimals: 1,
  width: 10,
});
const count = (key: string, header: string): Column => ({
  key,
  header,
  type: 'number',
  decimals: 0,
  width: 11,
});
const RANGE = [temp('rangeMin', 'Range min'), temp('rangeMax', 'Range max')];

const SUMMARY_COLUMNS: Column[] = [
  { key: 'equipment', header: 'Equipment', type: 'text', width: 24 },
  { key: 'sensor', header: 'Sensor', type: 'text', width: 24 },
  ...RANGE,
  count('expected', 'Intervals in the period'),
  count('buckets', 'Intervals with readings'),
  count('inRange', 'Intervals in range'),
  count('outOfRange', 'Intervals out of range'),
];

const READING_COLUMNS: Column[] = [
  { key: 'time', header: 'Time', type: 'datetime', width: 18 },
  { key: 'equipment', header: 'Equipment', type: 'text', width: 20 },
  { key: 'sensor', header: 'Sensor', type: 'text', width: 20 },
  temp('mean', 'Mean'),
  temp('min', 'Minimum'),
  temp('max', 'Maximum'),
  count('count', 'Readings'),
  ...RANGE,
  { key: 'inRange', header: 'In range', type: 'text', width: 10 },
];

/** Buckets of `agg` each sensor could have held, from its window's start up to now. */
function expectedOf(agg: AggregationLevel, s: RangedSensor, site: ReportSite, ctx: TemplateContext): number {
  const { reportFromDate: from, reportToDate: to } = ctx.request;
  if (agg === '1d') {
    const today = todayAt(site.time_zone, ctx.now);
    return from > today ? 0 : daysIn(from, to < today ? to : today);
  }
  return Math.max(0, Math.floor((Math.min(s.t1, ctx.now.getTime()) - s.t0) / BUCKET_MS[agg]));
}

/** Buckets with readings and those whose mean is in range, per sensor (one round trip). */
async function tallies(ctx: TemplateContext, agg: AggregationLevel, sensors: RangedSensor[]) {
  if (!sensors.length) return new Map<number, { buckets: number; inRange: number }>();
  const rows = await ctx.database.query<{ sensorId: number; buckets: number; inRange: number }>(
    `select r.id as "sensorId", p.buckets, p."inRange"
       from unnest($2::int[], $3::float8[], $4::float8[], $5::float8[], $6::float8[]) as r(id, lo, hi, t0, t1)
      cross join lateral (
        select count(*)::int as buckets,
               count(*) filter (where b.sum / b.count between r.lo and r.hi)::int as "inRange"
          from ${TABLE_OF[agg]} b
         where b.sensor_id = r.id and b.org_id = $1 and b.count > 0
           and b.bucket >= to_timestamp(r.t0 / 1000) and b.bucket < to_timestamp(r.t1 / 1000)) p`,
    [
      ctx.orgId,
      sensors.map((s) => s.sensorId),
      sensors.map((s) => s.lo),
      sensors.map((s) => s.hi),
      sensors.map((s) => s.t0),
      sensors.map((s) => s.t1),
    ],
  );
  return new Map(rows.map((r) => [r.sensorId, r]));
}

/** One sensor's buckets in time order, a page at a time. */
async function* bucketsOf(
  ctx: TemplateContext,
  agg: AggregationLevel,
  s: RangedSensor,
): AsyncGenerator<Row[]> {
  let after: number | null = null;
  for (;;) {
    const page: { bucket: Date | string; sum: number; min: number; max: number; count: number }[] =
      await ctx.database.query(
        `select bucket, sum::float8 as sum, min::float8 as min, max::float8 as max, count::int as count
           from ${TABLE_OF[agg]}
          where sensor_id = $1::int and org_id = $2::int and count > 0
            and bucket >= to_timestamp($3::float8 / 1000) and bucket < to_timestamp($4::float8 / 1000)
            and ($5::float8 is null or bucket > to_timestamp($5::float8 / 1000))
          order by bucket limit ${PAGE}`,
        [s.sensorId, ctx.orgId, s.t0, s.t1, after],
      );
    if (!page.length) return;
    yield page.map((b) => {
      const mean = b.sum / b.count;
      return {
        time: new Date(b.bucket),
        equipment: s.equipmentTitle,
        sensor: s.sensorTitle,
        mean,
        min: b.min,
        max: b.max,
        count: b.count,
        rangeMin: s.lo,
        rangeMax: s.hi,
        inRange: mean >= s.lo && mean <= s.hi ? 'Yes' : 'No',
      };
    });
    if (page.length < PAGE) return;
    after = new Date(page[page.length - 1]!.bucket).getTime();
  }
}

function estimate(ctx: TemplateContext, sensors: number): number {
  const { reportFromDate: from, reportToDate: to } = ctx.request;
  return sensors * (Math.ceil((daysIn(from, to) * 86_400_000) / BUCKET_MS[aggOf(ctx)]) + 1);
}

export const temperatureRecord: ReportTemplateDef = {
  template: 'temperatureRecord',
  formats: ['CSV', 'EXCEL', 'PDF'],
  modes: ['single'],
  async check(ctx) {
    const site = await requestedSite(ctx);
    checkRetention(aggOf(ctx), ctx.request.reportFromDate, ctx.now);
    const { reportFromDate: from, reportToDate: to } = ctx.request;
    return refuseOver(
      estimate(ctx, (await reportSensors(ctx, [site.id], from, to)).length),
      'choose a shorter period or a coarser aggregationLevel',
    );
  },
  async build(ctx): Promise<ReportDocument> {
    const site = await requestedSite(ctx);
    const agg = aggOf(ctx);
    const { reportFromDate: from, reportToDate: to } = ctx.request;
    const sensors = await reportSensors(ctx, [site.id], from, to);
    const counted = await tallies(ctx, agg, sensors);
    const summary: Row[] = sensors.map((s) => {
      const c = counted.get(s.sensorId) ?? { buckets: 0, inRange: 0 };
      return {
        equipment: s.equipmentTitle,
        sensor: s.sensorTitle,
        rangeMin: s.lo,
        rangeMax: s.hi,
        expected: expectedOf(agg, s, site, ctx),
        buckets: c.buckets,
        inRange: c.inRange,
        outOfRange: c.buckets - c.inRange,
      };
    });
    async function* readings(): AsyncGenerator<Row[]> {
      for (const s of sensors) yield* bucketsOf(ctx, agg, s);
    }
    const total = summary.reduce((a, r) => a + Number(r.buckets), 0);
    const type = typeFilter(ctx)?.[0];
    return {
      template: 'temperatureRecord',
      title: `Temperature record — ${site.title}`,
      organisation: await organisationTitle(ctx),
      facts: [
        ['Site', site.title],
        ['Period', `${from} to ${to} (whole local days)`],
        ['Interval', AGGREGATION_LABEL[agg]],
        ...(type === undefined
          ? []
          : [['Equipment type', sensors[0]?.equipmentTypeTitle ?? String(type)] as [string, string]]),
        ['Sensors', `${sensors.length} temperature sensors with a range`],
        [
          'In range',
          "Yes when the interval's mean reading lies within the sensor's range (bounds included); Minimum and Maximum are its extremes",
        ],
      ],
      timeZone: site.time_zone,
      fileStem: `Temperature record - ${site.title} - ${from} to ${to}`,
      tables: [
        { name: 'Sensors', columns: SUMMARY_COLUMNS, rows: once(summary) },
        { name: 'Readings', columns: READING_COLUMNS, rows: readings, newPage: true },
      ],
      expectedRows: summary.length + total,
    };
  },
};
