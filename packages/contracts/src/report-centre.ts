import { z } from 'zod';

/** GET /api/v2/jobs/templates: a template the server makes, its formats and calls. */
export const ReportTemplateAvailability = z.object({
  reportTemplate: z.string(),
  formats: z.array(z.enum(['PDF', 'CSV', 'EXCEL'])),
  modes: z.array(z.enum(['single', 'batch', 'global'])),
  /** The calls that make it as a PDF, when not every one of `modes` does. */
  pdfModes: z.array(z.enum(['single', 'batch', 'global'])).optional(),
});
export type ReportTemplateAvailability = z.infer<typeof ReportTemplateAvailability>;
