import type {
  EquipmentTypeEnergyReport,
  OrgComplianceReport,
  OrgNohReport,
  SiteEnergyCompareReport,
} from '@sw/contracts';
import { formatNumber, formatPercent } from '@sw/domain';

// The headline of each analytics card of the site hub, read from the same report as the page the
// card links to (so the card and the page agree), as text ready to show.

export type HubFigure =
  | { state: 'ready'; value: string; unit?: string; detail: string }
  /** The figure does not apply to this site (no sensor or meter of the kind). */
  | { state: 'not-applicable'; message: string }
  /** It applies, but the days hold nothing to count. */
  | { state: 'empty'; message: string };

const plural = (n: number, one: string, many = `${one}s`) => `${formatNumber(n, 0)} ${n === 1 ? one : many}`;

export const NO_TEMPERATURE_SENSORS = 'This site has no temperature sensor on equipment with a range.';
export const NO_ENERGY_METER = 'This site has no energy meter.';
export const NO_SUB_METERS = 'No equipment at this site has its own energy meter.';

/** Temperature compliance of the site (org_compliance_by_site narrowed to it). */
export function complianceFigure(report: OrgComplianceReport, siteId: number): HubFigure {
  const site = report.by_site[String(siteId)];
  // The report lists a site only when its sensors hold readings in the period.
  if (!site || site.valid_points === 0)
    return { state: 'empty', message: 'No temperature readings in these days.' };
  const counted = site.valid_points - site.defrost_points;
  if (site.within_compliance === null)
    return { state: 'empty', message: 'Every hour with readings was an excused defrost hour.' };
  return {
    state: 'ready',
    value: formatPercent(site.within_compliance, 1),
    detail: `${formatNumber(site.compliant_points, 0)} of ${plural(counted, 'counted sensor-hour')} in range, ${plural(Object.keys(site.by_sensor).length, 'sensor')}`,
  };
}

/** Site energy (site_energy_compare narrowed to the site): main meter, else the sub-meters. */
export function siteEnergyFigure(report: SiteEnergyCompareReport, siteId: number): HubFigure {
  const site = report.by_site[String(siteId)];
  if (!site?.monitored) return { state: 'not-applicable', message: NO_ENERGY_METER };
  if (site.site_kwh === null) return { state: 'empty', message: 'No energy readings in these days.' };
  const days =
    site.days_with_data < site.days_in_period
      ? `Incomplete: ${site.days_with_data} of ${site.days_in_period} days have readings from every meter`
      : `${plural(site.days_in_period, 'day')} with readings from every meter`;
  const out = site.consumption_out_sched;
  return {
    state: 'ready',
    value: formatNumber(site.site_kwh, 1),
    unit: 'kWh',
    detail: out === null ? days : `${days}; ${formatNumber(out, 1)} kWh outside opening hours`,
  };
}

/** Energy of the site's sub-metered equipment (equipment_type_energy_report narrowed to the site). */
export function equipmentEnergyFigure(report: EquipmentTypeEnergyReport): HubFigure {
  const types = Object.values(report.by_equipment_type);
  if (types.length === 0)
    return { state: 'empty', message: 'No sub-metered equipment reported in these days.' };
  const equipment = types.reduce((n, t) => n + t.num_equipment, 0);
  const top = Object.values(report.by_equipment_group).sort((a, b) => b.total_kwh - a.total_kwh)[0];
  return {
    state: 'ready',
    value: formatNumber(report.total_kwh, 1),
    unit: 'kWh',
    detail: `${plural(equipment, 'piece')} of sub-metered equipment${top ? `; most: ${top.group_title}, ${formatNumber(top.total_kwh, 1)} kWh` : ''}`,
  };
}

/** NOH efficiency of the site (org_noh_report narrowed to it). */
export function nohFigure(report: OrgNohReport, siteId: number): HubFigure {
  const site = report.by_site[String(siteId)];
  if (!site || site.days_with_data === 0)
    return { state: 'empty', message: 'No day of these has readings from every energy meter.' };
  const noh = site.site_noh;
  const efficiency = noh.noh_efficiency;
  const split = `${formatNumber(noh.non_op_hour.energy_total, 1)} of ${formatNumber(noh.op_hour.energy_total + noh.non_op_hour.energy_total, 1)} kWh used outside opening hours`;
  if (efficiency === null)
    return {
      state: 'ready',
      value: 'N/A',
      detail: site.open_around_the_clock
        ? 'Open around the clock: no non-operating hours to compare.'
        : 'No energy in operating hours to compare with.',
    };
  return {
    state: 'ready',
    value: formatPercent(efficiency * 100, 1),
    detail:
      site.days_with_data < site.days_ended
        ? `${split}; ${site.days_with_data} of ${site.days_ended} days counted`
        : split,
  };
}
