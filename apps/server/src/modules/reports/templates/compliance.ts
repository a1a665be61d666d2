import type { ReportTemplateDef } from './template';

/** Temperature compliance templates (docs/reports.md). */
export const complianceTemplates: ReportTemplateDef[] = [];
