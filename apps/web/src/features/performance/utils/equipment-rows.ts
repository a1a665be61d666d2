import type { EquipmentCompareData } from '@sw/contracts';
import {
  columnsWithData,
  convertTemperature,
  convertTemperatureDelta,
  type TemperatureUnit,
} from '@sw/domain';
import type { FilterableRow } from './filter-rows';

/** One row of the equipment group performance table (F-060 … F-070), temperatures still °C. */
export interface EquipmentPerfRow extends FilterableRow {
  equipmentId: number;
  model: string | null;
  totalConsumption: number | null;
  averageTemperature: number | null;
  temperatureDeviation: number | null;
  compliancePercentage: number | null;
  defrostCycleCount: number | null;
  totalDurationOpenMins: number | null;
  totalNumberAccess: number | null;
  href: string;
}

/** F-070: the figure columns, each removed when no row has a value (F-071). */
export const FIGURE_COLUMNS = [
  'totalConsumption',
  'averageTemperature',
  'temperatureDeviation',
  'compliancePercentage',
  'defrostCycleCount',
  'totalDurationOpenMins',
  'totalNumberAccess',
] as const;
export type FigureColumn = (typeof FIGURE_COLUMNS)[number];
export type EquipmentSortKey = 'equipment' | 'type' | 'site' | 'vendor' | FigureColumn;

export const EQUIPMENT_COLUMN_LABELS: Record<FigureColumn, string> = {
  totalConsumption: 'Total Energy Consumption (kWh)',
  averageTemperature: 'Average Temperature',
  temperatureDeviation: 'Standard Deviation',
  compliancePercentage: 'Compliance Rate',
  defrostCycleCount: 'No. of Defrost Cycles',
  totalDurationOpenMins: 'Total Open Time (mins)',
  totalNumberAccess: 'Number of Openings',
};

/** F-070, F-076: the report's rows as the table reads them (the server already took the sensor means). */
export function equipmentRows(data: EquipmentCompareData | null): EquipmentPerfRow[] {
  return (data?.rows ?? []).map((r) => ({
    equipmentId: r.equipmentId,
    siteId: r.siteId,
    siteTitle: r.siteName,
    siteGroups: r.siteGroups.map((g) => g.title),
    siteGroupIds: r.siteGroups.map((g) => g.id),
    equipmentTitle: r.defaultKpis.equipmentTitle,
    vendor: r.defaultKpis.vendor,
    model: r.defaultKpis.model,
    typeId: r.equipmentTypeId,
    typeTitle: r.equipmentTypeTitle,
    totalConsumption: r.defaultKpis.totalConsumption,
    averageTemperature: r.averageTemperature,
    temperatureDeviation: r.temperatureDeviation,
    compliancePercentage: r.compliancePercentage,
    defrostCycleCount: r.equipmentTypeKpis.defrostCycleCount,
    totalDurationOpenMins: r.totalDurationOpenMins,
    totalNumberAccess: r.totalNumberAccess,
    href: `/sites/${r.siteId}/equipment/${r.equipmentId}`,
  }));
}

/** F-071: the figure columns that some row of the whole report has. */
export const equipmentColumns = (rows: readonly EquipmentPerfRow[]): FigureColumn[] =>
  columnsWithData(rows, FIGURE_COLUMNS, (r, k) => r[k]);

/** The value a column sorts by (temperatures in °C: the order is the same in °F). */
export function equipmentSortValue(r: EquipmentPerfRow, key: EquipmentSortKey): number | string | null {
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

/** F-066: a figure in the user's unit: the mean converts as a temperature, the deviation as a difference. */
export function inUnit(column: FigureColumn, value: number | null, unit: TemperatureUnit): number | null {
  if (value === null) return null;
  if (column === 'averageTemperature') return convertTemperature(value, unit);
  if (column === 'temperatureDeviation') return convertTemperatureDelta(value, unit);
  return value;
}

export const EQUIPMENT_SORT_KEYS: readonly EquipmentSortKey[] = [
  'equipment',
  'type',
  'site',
  'vendor',
  ...FIGURE_COLUMNS,
];
/** F-078 (decided): the least compliant equipment first. */
export const DEFAULT_EQUIPMENT_SORT: EquipmentSortKey = 'compliancePercentage';
/** F-078 (decided): rows per page. */
export const EQUIPMENT_PAGE_SIZE = 25;
