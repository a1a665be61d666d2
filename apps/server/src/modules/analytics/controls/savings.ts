import {
  type ControlsSavingsReport,
  NOH_LOAD_RATIO_LIMIT,
  type OverridesEquipment,
  type SavingsEquipment,
  type SavingsSite,
  type SiteNoh,
} from '@sw/contracts';
import { groupBySite } from '@sw/domain';
import type { ReportSite } from '../data/sites.repository';
import { localDates, ratio, round } from '../hvac/period';
import type { SavingsEquipmentRow, SplitTotals } from './savings.repository';

// Controls savings and NOH waste (docs/analytics.md "Controls savings"), from the energy day split.
// Pure: the route reads the rows, these do the arithmetic.

interface Figures {
  opKwh: number;
  nohKwh: number;
  baselineNohKwh: number;
}

const figures = (f: Figures, co2Factor: number | null) => {
  const baseline = f.opKwh + f.baselineNohKwh;
  const saved = f.baselineNohKwh - f.nohKwh;
  return {
    op_kwh: round(f.opKwh),
    noh_kwh: round(f.nohKwh),
    baseline_kwh: round(baseline),
    actual_kwh: round(f.opKwh + f.nohKwh),
    saved_kwh: round(saved),
    saved_percent: baseline > 0 ? round((saved / baseline) * 100) : null,
    co2_saved_kg: co2Factor === null ? null : round(saved * co2Factor),
  };
};

const add = (a: Figures, b: Figures): Figures => ({
  opKwh: a.opKwh + b.opKwh,
  nohKwh: a.nohKwh + b.nohKwh,
  baselineNohKwh: a.baselineNohKwh + b.baselineNohKwh,
});
const NONE: Figures = { opKwh: 0, nohKwh: 0, baselineNohKwh: 0 };
const NO_DAYS: SplitTotals = {
  opKwh: 0,
  nohKwh: 0,
  opHours: 0,
  nohHours: 0,
  baselineNohKwh: 0,
  wasteKwh: 0,
  daysWithData: 0,
};

/** A site's closed-hours energy against its open-hours load (the savings page's NOH waste). */
export function siteNoh(t: SplitTotals | undefined): SiteNoh {
  if (!t)
    return {
      op_kwh: 0,
      noh_kwh: 0,
      noh_share: null,
      op_kw: null,
      noh_kw: null,
      load_ratio: null,
      noh_waste_kwh: 0,
      days_with_data: 0,
    };
  const opKw = ratio(t.opKwh, t.opHours);
  const nohKw = ratio(t.nohKwh, t.nohHours);
  return {
    op_kwh: round(t.opKwh),
    noh_kwh: round(t.nohKwh),
    noh_share: ratio(t.nohKwh, t.opKwh + t.nohKwh, 4),
    op_kw: opKw,
    noh_kw: nohKw,
    load_ratio: opKw !== null && nohKw !== null && opKw > 0 ? round(nohKw / opKw, 4) : null,
    noh_waste_kwh: round(t.wasteKwh),
    days_with_data: t.daysWithData,
  };
}

/**
 * I-100 (E-064): what each controlled, sub-metered equipment saved over local days from … to, per
 * site and for the organisation, with each site's NOH waste and the overrides in force.
 */
export function controlsSavings(a: {
  sites: readonly ReportSite[];
  equipment: readonly SavingsEquipmentRow[];
  equipmentTotals: ReadonlyMap<number, SplitTotals>;
  siteTotals: ReadonlyMap<number, SplitTotals>;
  overrides: ReadonlyMap<number, OverridesEquipment>;
  from: string;
  to: string;
}): ControlsSavingsReport {
  const days = localDates(a.from, a.to).length;
  const bySite: Record<string, SavingsSite> = {};
  let org = NONE;
  let orgCo2 = 0;
  let orgNoh = 0;
  let orgWaste = 0;
  let orgWasteCo2 = 0;
  let orgOverrides = 0;
  const equipmentOf = groupBySite(a.equipment);
  for (const site of a.sites) {
    const equipment = equipmentOf.get(site.id) ?? [];
    const byEquipment: Record<string, SavingsEquipment> = {};
    let total = NONE;
    let overrideHours = 0;
    const overridden: SavingsSite['overridden_equipment'] = {};
    for (const e of equipment) {
      const ov = a.overrides.get(e.equipmentId);
      overrideHours += ov?.override_hours ?? 0;
      if (ov && ov.override_hours > 0)
        overridden[String(e.equipmentId)] = { equipment_title: e.title, override_hours: ov.override_hours };
      if (e.meters === 0 || e.control === null) continue;
      const t = a.equipmentTotals.get(e.equipmentId) ?? NO_DAYS;
      total = add(total, t);
      byEquipment[String(e.equipmentId)] = {
        equipment_title: e.title,
        equipment_type_title: e.typeTitle,
        equipment_group_title: e.groupTitle,
        control: e.control,
        ...figures(t, site.co2Factor),
        op_kw: ratio(t.opKwh, t.opHours),
        noh_kw: ratio(t.nohKwh, t.nohHours),
        op_hours: round(t.opHours),
        noh_hours: round(t.nohHours),
        days,
        days_with_data: t.daysWithData,
        override_hours: ov?.override_hours ?? 0,
      };
    }
    const noh = siteNoh(a.siteTotals.get(site.id));
    const siteFigures = figures(total, site.co2Factor);
    bySite[String(site.id)] = {
      site_title: site.title,
      co2_factor: site.co2Factor,
      ...siteFigures,
      noh,
      override_hours: round(overrideHours),
      overridden_equipment: overridden,
      unmetered_equipment: equipment.filter((e) => e.control !== null && e.meters === 0).length,
      by_equipment: byEquipment,
    };
    org = add(org, total);
    orgCo2 += siteFigures.co2_saved_kg ?? 0;
    orgNoh += noh.noh_kwh;
    orgWaste += noh.noh_waste_kwh;
    orgWasteCo2 += site.co2Factor === null ? 0 : noh.noh_waste_kwh * site.co2Factor;
    orgOverrides += overrideHours;
  }
  return {
    from: a.from,
    to: a.to,
    days,
    noh_load_ratio_limit: NOH_LOAD_RATIO_LIMIT,
    org: {
      ...figures(org, null),
      co2_saved_kg: round(orgCo2),
      noh_kwh_sites: round(orgNoh),
      noh_waste_kwh: round(orgWaste),
      co2_noh_waste_kg: round(orgWasteCo2),
      override_hours: round(orgOverrides),
    },
    by_site: bySite,
  };
}
