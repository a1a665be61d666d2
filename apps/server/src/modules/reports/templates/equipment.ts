import type { ReportTemplateDef } from './template';

/** Equipment templates (docs/reports.md). */
export const equipmentTemplates: ReportTemplateDef[] = [];
