import type { ControlsSavingsReport } from '@sw/contracts';

/** One site of the controls savings report, as the tables show it. */
export interface SiteSavingsRow {
  siteId: number;
  title: string;
  equipment: number;
  unmetered: number;
  actualKwh: number;
  baselineKwh: number;
  savedKwh: number;
  savedPercent: number | null;
  co2Kg: number | null;
  co2Factor: number | null;
  nohKwh: number;
  nohShare: number | null;
  loadRatio: number | null;
  nohWasteKwh: number;
  overrideHours: number;
}

export interface EquipmentSavingsRow {
  equipmentId: number;
  siteId: number;
  siteTitle: string;
  title: string;
  typeTitle: string;
  control: 'thermostat' | 'scheduler';
  opKw: number | null;
  nohKw: number | null;
  actualKwh: number;
  baselineKwh: number;
  savedKwh: number;
  savedPercent: number | null;
  co2Kg: number | null;
  overrideHours: number;
  daysWithData: number;
  days: number;
}

const bySavedThenTitle = <T extends { savedKwh: number; title: string }>(a: T, b: T) =>
  b.savedKwh - a.savedKwh || a.title.localeCompare(b.title);

/** Sites, largest saving first. */
export function siteRows(report: ControlsSavingsReport | undefined): SiteSavingsRow[] {
  if (!report) return [];
  return Object.entries(report.by_site)
    .map(([id, s]) => ({
      siteId: Number(id),
      title: s.site_title,
      equipment: Object.keys(s.by_equipment).length,
      unmetered: s.unmetered_equipment,
      actualKwh: s.actual_kwh,
      baselineKwh: s.baseline_kwh,
      savedKwh: s.saved_kwh,
      savedPercent: s.saved_percent,
      co2Kg: s.co2_saved_kg,
      co2Factor: s.co2_factor,
      nohKwh: s.noh.noh_kwh,
      nohShare: s.noh.noh_share,
      loadRatio: s.noh.load_ratio,
      nohWasteKwh: s.noh.noh_waste_kwh,
      overrideHours: s.override_hours,
    }))
    .sort(bySavedThenTitle);
}

/** Every metered controlled equipment of the report, largest saving first. */
export function equipmentRows(report: ControlsSavingsReport | undefined): EquipmentSavingsRow[] {
  if (!report) return [];
  return Object.entries(report.by_site)
    .flatMap(([siteId, s]) =>
      Object.entries(s.by_equipment).map(([id, e]) => ({
        equipmentId: Number(id),
        siteId: Number(siteId),
        siteTitle: s.site_title,
        title: e.equipment_title,
        typeTitle: e.equipment_type_title,
        control: e.control,
        opKw: e.op_kw,
        nohKw: e.noh_kw,
        actualKwh: e.actual_kwh,
        baselineKwh: e.baseline_kwh,
        savedKwh: e.saved_kwh,
        savedPercent: e.saved_percent,
        co2Kg: e.co2_saved_kg,
        overrideHours: e.override_hours,
        daysWithData: e.days_with_data,
        days: e.days,
      })),
    )
    .sort(bySavedThenTitle);
}

/** Sites with the most NOH waste first (those with none last, by title). */
export function wasteRows(rows: readonly SiteSavingsRow[]): SiteSavingsRow[] {
  return [...rows].sort((a, b) => b.nohWasteKwh - a.nohWasteKwh || a.title.localeCompare(b.title));
}

export const CONTROL_LABELS = { thermostat: 'Thermostat', scheduler: 'Scheduler' } as const;

/** The page of `rows` (1-based) of `size` rows, and how many pages there are. */
export function pageOf<T>(
  rows: readonly T[],
  page: number,
  size: number,
): { rows: T[]; pages: number; page: number } {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const p = Math.min(Math.max(1, page), pages);
  return { rows: rows.slice((p - 1) * size, p * size), pages, page: p };
}

export interface OverrideRow {
  equipmentId: number;
  title: string;
  siteId: number;
  siteTitle: string;
  hours: number;
}

/** Every equipment with override hours in the period, most hours first. */
export function overrideRows(report: ControlsSavingsReport | undefined): OverrideRow[] {
  if (!report) return [];
  return Object.entries(report.by_site)
    .flatMap(([siteId, s]) =>
      Object.entries(s.overridden_equipment).map(([id, e]) => ({
        equipmentId: Number(id),
        title: e.equipment_title,
        siteId: Number(siteId),
        siteTitle: s.site_title,
        hours: e.override_hours,
      })),
    )
    .sort((a, b) => b.hours - a.hours || a.title.localeCompare(b.title));
}
