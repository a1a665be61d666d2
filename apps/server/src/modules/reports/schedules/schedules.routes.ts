import {
  ErrorResponse,
  ReportJob,
  ReportSchedule,
  ReportScheduleInput,
  ReportSchedulePatch,
  ScheduleIdParam,
} from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const requester = (auth: { orgId: number; userId: number; siteScope: 'ALL' | number[] }) => ({
  orgId: auth.orgId,
  userId: auth.userId,
  siteScope: auth.siteScope,
});

const tags = ['report schedules'];
const CHECKED =
  'Checked as its next run would make it: ids of other organisations or sites answer 404; a request the template refuses, a format it is not made in, a frequency its period does not allow (a month or year report runs MONTHLY), a zone not of the IANA database, or a recipient who is not an active user of the organisation or does not see every site the report covers answer 400 naming the field.';

/**
 * Scheduled reports (docs/reports.md "Scheduled reports"), below REPORT_WORKER_ROOT. A schedule is
 * its owner's: another user's or organisation's answers 404 and is left unchanged.
 */
export const reportSchedulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const schedules = () => app.services.reportSchedules;

  app.get(
    '/api/v2/report-schedules',
    {
      schema: {
        tags,
        summary: 'The caller’s report schedules in this organisation, newest first',
        response: { 200: z.array(ReportSchedule) },
      },
    },
    async (req) => schedules().list(requester(req.auth)),
  );

  app.post(
    '/api/v2/report-schedules',
    {
      schema: {
        tags,
        summary: 'Schedule a report: made daily, weekly or monthly at a local hour and emailed to users',
        description: CHECKED,
        body: ReportScheduleInput,
        response: { 201: ReportSchedule, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (req, reply) => reply.code(201).send(await schedules().create(requester(req.auth), req.body)),
  );

  app.get(
    '/api/v2/report-schedules/:scheduleId',
    {
      schema: {
        tags,
        summary: 'One of the caller’s report schedules',
        params: ScheduleIdParam,
        response: { 200: ReportSchedule, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (req) => schedules().get(requester(req.auth), req.params.scheduleId),
  );

  app.patch(
    '/api/v2/report-schedules/:scheduleId',
    {
      schema: {
        tags,
        summary: 'Change a report schedule; paused: true pauses it (no next run), paused: false resumes it',
        description: `Pausing alone is always accepted. Any other change, resuming included, is ${CHECKED.charAt(0).toLowerCase()}${CHECKED.slice(1)}`,
        params: ScheduleIdParam,
        body: ReportSchedulePatch,
        response: { 200: ReportSchedule, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (req) => schedules().update(requester(req.auth), req.params.scheduleId, req.body),
  );

  app.delete(
    '/api/v2/report-schedules/:scheduleId',
    {
      schema: {
        tags,
        summary: 'Delete a report schedule (reports already made stay in My Downloads)',
        params: ScheduleIdParam,
        response: { 204: z.null(), 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (req, reply) => {
      await schedules().remove(requester(req.auth), req.params.scheduleId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/v2/report-schedules/:scheduleId/run',
    {
      schema: {
        tags,
        summary: 'Run a schedule now: the report of its last period, emailed as a scheduled run is',
        description:
          'Answers the report job (STARTED); its progress follows on REPORTS_STATUS/{jobId}. The next scheduled run is unchanged. A request no longer valid answers 400 or 404.',
        params: ScheduleIdParam,
        response: { 202: ReportJob, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (req, reply) =>
      reply.code(202).send(await schedules().run(requester(req.auth), req.params.scheduleId)),
  );
};
