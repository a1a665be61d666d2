import {
  BatchPdfRequest,
  ErrorResponse,
  GlobalReportQuery,
  JobIdParam,
  ReportJob,
  ReportJobRequest,
  ReportTemplateAvailability,
  ToReportQuery,
} from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allTemplates } from './templates/registry';

const requester = (auth: { orgId: number; userId: number; siteScope: 'ALL' | number[] }) => ({
  orgId: auth.orgId,
  userId: auth.userId,
  siteScope: auth.siteScope,
});

const FORMAT = { CSV_REPORT: 'CSV', EXCEL_REPORT: 'EXCEL', PDF: 'PDF' } as const;
const CHECKED =
  'The request is checked first: ids of other organisations answer 404, a missing field or too large a report 400. Progress follows on REPORTS_STATUS/{jobId} and GET /api/v2/jobs/{jobId}.';

/**
 * Report worker calls of spec 3 §7 (I-138 … I-141) and the job status (B-025), below REPORT_WORKER_ROOT. A
 * job is the caller's own: another user's or organisation's answers 404.
 */
export const reportJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v2/jobs/toReport',
    {
      schema: {
        tags: ['report jobs'],
        summary: 'Start a CSV or Excel report; answers the job at once (STARTED)',
        description:
          'The request is checked first: ids of other organisations answer 404, a missing field or a report over 1,000,000 rows 400. Progress follows on REPORTS_STATUS/{jobId} and GET /api/v2/jobs/{jobId}.',
        querystring: ToReportQuery,
        body: ReportJobRequest,
        response: { 202: ReportJob, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (req, reply) => {
      const job = await app.services.reportJobs.create(
        requester(req.auth),
        req.body,
        FORMAT[req.query.reportType],
      );
      return reply.code(202).send(job);
    },
  );

  app.post(
    '/api/v2/jobs/toPdf',
    {
      schema: {
        tags: ['report jobs'],
        summary: 'Start a PDF report (one site, equipment item or filtered list); answers the job (STARTED)',
        description: `${CHECKED} A PDF holds at most 20,000 rows; reportOrgImage puts the organisation's logo on the cover.`,
        body: ReportJobRequest,
        response: { 202: ReportJob, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (req, reply) =>
      reply.code(202).send(await app.services.reportJobs.create(requester(req.auth), req.body, 'PDF')),
  );

  app.post(
    '/api/v2/jobs/batch/toPdf',
    {
      schema: {
        tags: ['report jobs'],
        summary: 'Start a PDF with one section per equipment item of equipmentList (downloadType PDF_MERGE)',
        description: CHECKED,
        body: BatchPdfRequest,
        response: { 202: ReportJob, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (req, reply) =>
      reply
        .code(202)
        .send(await app.services.reportJobs.create(requester(req.auth), req.body, 'PDF', 'batch')),
  );

  app.post(
    '/api/v2/jobs/global-report',
    {
      schema: {
        tags: ['report jobs'],
        summary:
          "Start an organisation-wide report (the caller's sites, or searchFilter.siteIds) as PDF, CSV or Excel",
        description: CHECKED,
        querystring: GlobalReportQuery,
        body: ReportJobRequest,
        response: { 202: ReportJob, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (req, reply) =>
      reply
        .code(202)
        .send(
          await app.services.reportJobs.create(
            requester(req.auth),
            req.body,
            FORMAT[req.query.reportType],
            'global',
          ),
        ),
  );

  app.get(
    '/api/v2/jobs/templates',
    {
      schema: {
        tags: ['report jobs'],
        summary:
          'The report templates this server makes: formats (PDF, CSV, EXCEL) and calls (single, batch, global)',
        response: { 200: z.array(ReportTemplateAvailability) },
      },
    },
    async () =>
      allTemplates().map((t) => ({
        reportTemplate: t.template,
        formats: [...t.formats],
        modes: [...t.modes],
        ...(t.pdfModes ? { pdfModes: [...t.pdfModes] } : {}),
      })),
  );

  app.get(
    '/api/v2/jobs',
    {
      schema: {
        tags: ['report jobs'],
        summary: 'The caller’s report jobs, newest first (finished ones until they expire)',
        response: { 200: z.array(ReportJob) },
      },
    },
    async (req) => app.services.reportJobs.list(requester(req.auth)),
  );

  app.get(
    '/api/v2/jobs/:jobId',
    {
      schema: {
        tags: ['report jobs'],
        summary: 'A report job’s state, progress and file',
        params: JobIdParam,
        response: { 200: ReportJob, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (req) => app.services.reportJobs.get(requester(req.auth), req.params.jobId),
  );
};
