import type { ReportTemplate } from '@sw/contracts';
import { organizationEnergyPerformance } from './annual';
import { complianceTemplates } from './compliance';
import { dailyEnergyConsumption, multiSiteEnergyConsumption } from './energy';
import { equipmentTemplates } from './equipment';
import { hvacControlledPerformance } from './hvac';
import { rawDataTemplates } from './raw-data';
import type { ReportTemplateDef } from './template';

/** The templates this server makes (docs/reports.md); the others answer 400 until they exist. */
const TEMPLATES = new Map<ReportTemplate, ReportTemplateDef>(
  [
    ...rawDataTemplates,
    dailyEnergyConsumption,
    multiSiteEnergyConsumption,
    hvacControlledPerformance,
    organizationEnergyPerformance,
    ...complianceTemplates,
    ...equipmentTemplates,
  ].map((t) => [t.template, t]),
);

export function templateOf(name: ReportTemplate): ReportTemplateDef | undefined {
  return TEMPLATES.get(name);
}

/** Every template made, with its formats and calls (the report centre lists them). */
export const allTemplates = (): ReportTemplateDef[] => [...TEMPLATES.values()];
