import type { ReportTemplate } from '@sw/contracts';

/**
 * /reports' URL: the template chosen, so a report's form can be linked to. Only its shape is
 * checked here (the route table loads with the sign-in page); the page falls back to the first
 * template for a name it does not know.
 */
export const reportsSearch = (s: Record<string, unknown>): { template?: ReportTemplate } =>
  typeof s.template === 'string' && /^[a-zA-Z]{1,60}$/.test(s.template)
    ? { template: s.template as ReportTemplate }
    : {};
