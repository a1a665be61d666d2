import { badRequest, notFound } from '../../../lib/http-errors';
import { hvacPerformanceData } from '../../analytics';
import type { Column, ReportDocument, Row } from '../report-document';
import { daysIn, organisationTitle, requestedSites } from './scope';
import type { ReportTemplateDef, TemplateContext } from './template';

/*
 * hvacControlledPerformance (H-026): the HVAC performance page's rows (F.3) as a file — the same
 * computation (analytics hvacPerformanceData, docs/analytics.md "Thermostat compliance"), the same
 * filters (searchFilter: sites, equipment type, vendor), the same columns as the page's table.
 */

/** The page's period limit (org_thermostat_compliance: at most 31 local days). */
const MAX_DAYS = 31;

const COLUMNS: Column[] = [
  { key: 'equipment', header: 'Equipment', type: 'text', width: 28 },
  { key: 'type', header: 'Type', type: 'text', width: 18 },
  { key: 'site', header: 'Site', type: 'text', width: 28 },
  { key: 'vendor', header: 'Manufacturer', type: 'text', width: 16 },
  { key: 'model', header: 'Model', type: 'text', width: 16 },
  { key: 'compliance', header: 'Setpoint Compliance', unit: '%', type: 'number', decimals: 1 },
  { key: 'avgTemp', header: 'Space Temperature', unit: '°C', type: 'number', decimals: 2 },
  { key: 'deviation', header: 'Deviation from Setpoint', unit: '°C', type: 'number', decimals: 2 },
  { key: 'cooling', header: 'Daily Cooling Runtime', unit: 'hrs', type: 'number', decimals: 1 },
  { key: 'heating', header: 'Daily Heating Runtime', unit: 'hrs', type: 'number', decimals: 1 },
  { key: 'energy', header: 'Energy Consumed', unit: 'kWh', type: 'number', decimals: 1 },
];

/** The request's equipmentList, every id the caller's organisation's (else 404); null when absent. */
async function equipmentOf(ctx: TemplateContext): Promise<Set<number> | null> {
  const ids = ctx.request.equipmentList;
  if (!ids?.length) return null;
  const [row] = await ctx.database.query<{ n: number }>(
    'select count(*)::int as n from equipment where org_id = $1::int and id = any($2::int[])',
    [ctx.orgId, [...new Set(ids)]],
  );
  if ((row?.n ?? 0) !== new Set(ids).size) throw notFound('Equipment');
  return new Set(ids);
}

export const hvacControlledPerformance: ReportTemplateDef = {
  template: 'hvacControlledPerformance',
  formats: ['CSV', 'EXCEL', 'PDF'],
  equipmentList: true,
  modes: ['single', 'global'],
  async check(ctx) {
    const days = daysIn(ctx.request.reportFromDate, ctx.request.reportToDate);
    if (days > MAX_DAYS) throw badRequest(`The HVAC performance report covers at most ${MAX_DAYS} days`);
    await equipmentOf(ctx);
    return (await requestedSites(ctx)).length * 20;
  },
  async build(ctx): Promise<ReportDocument> {
    const sites = await requestedSites(ctx);
    const { reportFromDate: from, reportToDate: to, searchFilter } = ctx.request;
    const data = await hvacPerformanceData(
      ctx.database,
      ctx.orgId,
      sites.map((s) => s.id),
      from,
      to,
    );
    // The page sends the equipment its filters leave (equipmentList): the file holds exactly its rows.
    const only = await equipmentOf(ctx);
    const rows: Row[] = Object.entries(data.by_eq)
      .filter(([id]) => !only || only.has(Number(id)))
      .map(([, r]) => r)
      .filter(
        (r) =>
          searchFilter?.equipmentTypeId === undefined || r.equipment_type_id === searchFilter.equipmentTypeId,
      )
      .filter((r) => !searchFilter?.vendor || r.vendor === searchFilter.vendor)
      .sort(
        (a, b) =>
          a.site_title.localeCompare(b.site_title) || a.equipment_title.localeCompare(b.equipment_title),
      )
      .map((r) => {
        const t = r.temperature_comp;
        return {
          equipment: r.equipment_title,
          type: r.equipment_type_title,
          site: r.site_title,
          vendor: r.vendor,
          model: r.model,
          compliance: t.compliance_rate.percent,
          avgTemp: t.avg_temp,
          deviation: t.avg_dev_from_setpoint,
          cooling: t.cooling.overall.hours_per_day,
          heating: t.heating.overall.hours_per_day,
          energy: t.energy,
        };
      });
    const filters = [
      searchFilter?.equipmentTypeId !== undefined
        ? `equipment type ${rows[0]?.type ?? searchFilter.equipmentTypeId}`
        : null,
      searchFilter?.vendor ? `manufacturer ${searchFilter.vendor}` : null,
    ].filter(Boolean);
    return {
      template: 'hvacControlledPerformance',
      title: 'HVAC performance',
      organisation: await organisationTitle(ctx),
      facts: [
        ['Period', `${from} to ${to} (each site's local days)`],
        ['Sites', sites.length === 1 ? sites[0]!.title : String(sites.length)],
        ['Filters', filters.length ? filters.join(', ') : 'none'],
        ['Units below compliance', `${data.eq_failed} of ${data.eq_total}`],
      ],
      timeZone: sites[0]?.timeZone ?? 'UTC',
      fileStem: `HVAC performance - ${from} to ${to}`,
      tables: [
        {
          name: 'HVAC performance',
          columns: COLUMNS,
          rows: async function* () {
            if (rows.length) yield rows;
          },
        },
      ],
      expectedRows: rows.length,
    };
  },
};
