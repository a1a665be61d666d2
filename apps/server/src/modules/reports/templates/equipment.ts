import { energyUsage } from './equipment-energy-usage';
import { equipmentPerformance } from './equipment-performance';
import { storageUsage } from './equipment-storage';
import { equipmentPerformanceSummary } from './equipment-summary';
import type { ReportTemplateDef } from './template';

/**
 * Equipment templates (docs/reports.md): the equipment group performance page's rows
 * (equipmentPerformance), their summary per site and group (equipmentPerformanceSummary), the
 * refrigerated storage units' use (storageUsage), all from the page's service; and the daily energy
 * of chosen equipment items (energyUsage), from the equipment energy chart's.
 */
export const equipmentTemplates: ReportTemplateDef[] = [
  equipmentPerformance,
  equipmentPerformanceSummary,
  energyUsage,
  storageUsage,
];
