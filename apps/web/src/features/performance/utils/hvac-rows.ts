import type { SiteGroup, ThermostatComplianceData } from '@sw/contracts';
import type { FilterableRow } from './filter-rows';

/** One row of the HVAC performance table (F-030 … F-038); temperatures °C. */
export interface HvacPerfRow extends FilterableRow {
  equipmentId: number;
  model: string | null;
  compliance: number | null;
  complianceBelow: boolean;
  /** Local date → compliant fraction (null: no occupied samples that day). */
  trend: { date: string; value: number | null }[];
  avgTemp: number | null;
  deviation: number | null;
  coolingHours: number | null;
  heatingHours: number | null;
  coolingAbove: boolean;
  heatingAbove: boolean;
  energy: number | null;
  href: string;
}

export type HvacSortKey =
  | 'equipment'
  | 'type'
  | 'site'
  | 'vendor'
  | 'compliance'
  | 'avgTemp'
  | 'deviation'
  | 'coolingHours'
  | 'heatingHours'
  | 'energy';

export const HVAC_SORT_KEYS: readonly HvacSortKey[] = [
  'equipment',
  'type',
  'site',
  'vendor',
  'compliance',
  'avgTemp',
  'deviation',
  'coolingHours',
  'heatingHours',
  'energy',
];

/** F-032: Setpoint Compliance ascending by default. */
export const DEFAULT_HVAC_SORT: HvacSortKey = 'compliance';

/** A site's groups, from the site-group list (the report's rows name only the site). */
export function groupsBySite(groups: readonly SiteGroup[]): Map<number, { id: number; title: string }[]> {
  const out = new Map<number, { id: number; title: string }[]>();
  for (const g of groups)
    for (const s of g.sites) out.set(s.id, [...(out.get(s.id) ?? []), { id: g.id, title: g.title }]);
  return out;
}

/** F-047: the report's rows keyed by equipment id, as the table reads them. */
export function hvacRows(
  data: ThermostatComplianceData | null,
  siteGroups: ReadonlyMap<number, { id: number; title: string }[]>,
): HvacPerfRow[] {
  if (!data) return [];
  return Object.entries(data.by_eq).map(([id, r]) => {
    const groups = siteGroups.get(r.site_id) ?? [];
    const t = r.temperature_comp;
    return {
      equipmentId: Number(id),
      siteId: r.site_id,
      siteTitle: r.site_title,
      siteGroups: groups.map((g) => g.title),
      siteGroupIds: groups.map((g) => g.id),
      equipmentTitle: r.equipment_title,
      vendor: r.vendor,
      model: r.model,
      typeId: r.equipment_type_id,
      typeTitle: r.equipment_type_title,
      compliance: t.compliance_rate.percent,
      complianceBelow: r.compliance_below_threshold,
      trend: data.date.map((date) => ({ date, value: r.compliance_trend[date] ?? null })),
      avgTemp: t.avg_temp,
      deviation: t.avg_dev_from_setpoint,
      coolingHours: t.cooling.overall.hours_per_day,
      heatingHours: t.heating.overall.hours_per_day,
      coolingAbove: r.cooling_runtime_above_threshold,
      heatingAbove: r.heating_runtime_above_threshold,
      energy: t.energy,
      href: `/sites/${r.site_id}/equipment/${id}`,
    };
  });
}

export function hvacSortValue(r: HvacPerfRow, key: HvacSortKey): number | string | null {
  switch (key) {
    case 'equipment':
      return r.equipmentTitle;
    case 'type':
      return r.typeTitle;
    case 'site':
      return r.siteTitle;
    case 'vendor':
      return r.vendor ?? null;
    default:
      return r[key];
  }
}
