import type { ReportTemplate } from '@sw/contracts';
import { REPORT_TEMPLATE_INFO } from '@sw/contracts/constants';

/** /reports' URL: the template chosen, so a report's form can be linked to. */
export const reportsSearch = (s: Record<string, unknown>): { template?: ReportTemplate } =>
  typeof s.template === 'string' && Object.hasOwn(REPORT_TEMPLATE_INFO, s.template)
    ? { template: s.template as ReportTemplate }
    : {};
