import type { AggregationLevel, ReportTemplate } from '@sw/contracts';
import { badRequest } from '../../../lib/http-errors';
import type { Column, ReportDocument, Row } from '../report-document';
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
import { MAX_REPORT_ROWS, type ReportTemplateDef, type TemplateContext } from './template';

/*
 * rawTemperatureData and rawEnergyData (docs/reports.md): one site's sensors of a kind over whole
 * local days, one row per sensor and rollup bucket (15 minutes, hourly or daily; hourly by default),
 * read from the rollup of that bucket: temperatures as the bucket's mean, minimum and maximum,
 * energy as the bucket's kWh. Sensor by sensor, each series in time order.
 */

interface SensorRow {
  id: number;
  title: string;
  unit: string;
  equipment: string | null;
}

const PAGE = 5_000;

interface Kind {
  template: ReportTemplate;
  sensorType: 'TEMPERATURE' | 'ENERGY';
  title: string;
  columns: (unit: string | undefined) => Column[];
  row: (b: { bucket: Date; sum: number; min: number; max: number; count: number }) => Row;
}

const KINDS: Kind[] = [
  {
    template: 'rawTemperatureData',
    sensorType: 'TEMPERATURE',
    title: 'Raw temperature data',
    columns: (unit) => [
      { key: 'mean', header: 'Mean', unit, type: 'number', decimals: 1 },
      { key: 'min', header: 'Minimum', unit, type: 'number', decimals: 1 },
      { key: 'max', header: 'Maximum', unit, type: 'number', decimals: 1 },
      { key: 'count', header: 'Readings', type: 'number', decimals: 0 },
    ],
    row: (b) => ({ mean: b.count > 0 ? b.sum / b.count : null, min: b.min, max: b.max, count: b.count }),
  },
  {
    template: 'rawEnergyData',
    sensorType: 'ENERGY',
    title: 'Raw energy data',
    columns: (unit) => [
      { key: 'energy', header: 'Energy', unit, type: 'number', decimals: 2 },
      { key: 'count', header: 'Readings', type: 'number', decimals: 0 },
    ],
    row: (b) => ({ energy: b.sum, count: b.count }),
  },
];

const aggOf = (ctx: TemplateContext): AggregationLevel => ctx.request.aggregationLevel ?? '1h';

async function sensorsOf(ctx: TemplateContext, site: ReportSite, kind: Kind): Promise<SensorRow[]> {
  return ctx.database.query<SensorRow>(
    `select s.id, s.title, s.unit, e.title as equipment from sensors s left join equipment e on e.id = s.equipment_id
      where s.org_id = $1::int and s.site_id = $2::int and s.sensor_type = $3
      order by e.title nulls last, s.title, s.id`,
    [ctx.orgId, site.id, kind.sensorType],
  );
}

function estimate(ctx: TemplateContext, sensors: number): number {
  const { reportFromDate: from, reportToDate: to } = ctx.request;
  return Math.ceil((daysIn(from, to) * 86_400_000) / BUCKET_MS[aggOf(ctx)]) * sensors;
}

function rawData(kind: Kind): ReportTemplateDef {
  return {
    template: kind.template,
    formats: ['CSV', 'EXCEL'],
    modes: ['single'],
    async check(ctx) {
      const site = await requestedSite(ctx);
      checkRetention(aggOf(ctx), ctx.request.reportFromDate, ctx.now);
      const rows = estimate(ctx, (await sensorsOf(ctx, site, kind)).length);
      if (rows > MAX_REPORT_ROWS)
        throw badRequest(
          `This report would have about ${rows.toLocaleString('en-GB')} rows (at most ${MAX_REPORT_ROWS.toLocaleString('en-GB')}): choose a shorter period or a coarser aggregationLevel`,
        );
      return rows;
    },
    async build(ctx): Promise<ReportDocument> {
      const site = await requestedSite(ctx);
      const agg = aggOf(ctx);
      const sensors = await sensorsOf(ctx, site, kind);
      const units = [...new Set(sensors.map((s) => s.unit))];
      const unit = units.length === 1 ? units[0] : undefined;
      const { reportFromDate: from, reportToDate: to } = ctx.request;
      const columns: Column[] = [
        { key: 'time', header: 'Time', type: 'datetime', width: 18 },
        { key: 'sensor', header: 'Sensor', type: 'text', width: 30 },
        { key: 'equipment', header: 'Equipment', type: 'text', width: 28 },
        ...(unit ? [] : [{ key: 'unit', header: 'Unit', type: 'text' as const, width: 8 }]),
        ...kind.columns(unit),
      ];
      async function* rows(): AsyncGenerator<Row[]> {
        for (const s of sensors) {
          let after: string | null = null;
          for (;;) {
            const page: { bucket: Date | string; sum: number; min: number; max: number; count: number }[] =
              await ctx.database.query(
                `select bucket, sum, min, max, count from ${TABLE_OF[agg]}
                  where sensor_id = $1::int
                    and bucket >= ($2::date::timestamp at time zone $4)
                    and bucket < (($3::date + 1)::timestamp at time zone $4)
                    and ($5::timestamptz is null or bucket > $5::timestamptz)
                  order by bucket limit ${PAGE}`,
                [s.id, from, to, site.time_zone, after],
              );
            if (!page.length) break;
            yield page.map((b) => ({
              time: new Date(b.bucket),
              sensor: s.title,
              equipment: s.equipment,
              unit: s.unit,
              ...kind.row({ ...b, bucket: new Date(b.bucket) }),
            }));
            if (page.length < PAGE) break;
            after = new Date(page[page.length - 1]!.bucket).toISOString();
          }
        }
      }
      return {
        template: kind.template,
        title: `${kind.title} — ${site.title}`,
        organisation: await organisationTitle(ctx),
        facts: [
          ['Site', site.title],
          ['Period', `${from} to ${to} (whole local days)`],
          ['Aggregation', AGGREGATION_LABEL[agg]],
          ['Sensors', String(sensors.length)],
        ],
        timeZone: site.time_zone,
        fileStem: `${kind.title} - ${site.title} - ${from} to ${to}`,
        tables: [{ name: kind.title, columns, rows }],
        expectedRows: estimate(ctx, sensors.length),
      };
    },
  };
}

export const rawDataTemplates = KINDS.map(rawData);
