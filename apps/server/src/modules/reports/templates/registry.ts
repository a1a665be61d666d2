import type { ReportTemplate } from '@sw/contracts';
import { dailyEnergyConsumption, multiSiteEnergyConsumption } from './energy';
import { hvacControlledPerformance } from './hvac';
import { rawDataTemplates } from './raw-data';
import type { ReportTemplateDef } from './template';

/** The templates this server makes (docs/reports.md); the others answer 400 until they exist. */
const TEMPLATES = new Map<ReportTemplate, ReportTemplateDef>(
  [...rawDataTemplates, dailyEnergyConsumption, multiSiteEnergyConsumption, hvacControlledPerformance].map(
    (t) => [t.template, t],
  ),
);

export function templateOf(name: ReportTemplate): ReportTemplateDef | undefined {
  return TEMPLATES.get(name);
}
