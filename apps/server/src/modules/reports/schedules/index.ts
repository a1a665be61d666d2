import type { FastifyInstance } from 'fastify';
import { createMailer } from '../../../lib/mailer';
import { mountPrefix } from '../../../lib/mount-prefix';
import { publicBase } from '../../../lib/public-base';
import type { Services } from '../../../services';
import { ScheduleEmails } from './schedule-emails';
import { SCHEDULE_TICK_QUEUE, ScheduleRunner } from './schedule-runner';
import { reportSchedulesRoutes } from './schedules.routes';
import { ReportSchedulesService } from './schedules.service';

export { SCHEDULE_EMAIL_QUEUE } from './schedule-email-job';
export { SCHEDULE_DELIVERY_QUEUE } from './schedule-emails';
export { SCHEDULE_TICK_QUEUE } from './schedule-runner';
export { ReportSchedulesService } from './schedules.service';

/**
 * Scheduled reports: the service and routes (below REPORT_WORKER_ROOT, as the job routes), the
 * emails of finished runs, and the tick that makes due runs: a pg-boss cron job every minute, one
 * across all processes, handled where workers run.
 */
export async function registerReportSchedules(api: FastifyInstance, services: Services): Promise<void> {
  const runner = new ScheduleRunner(api.database, services.reportJobs, services.identity, api.log);
  services.reportSchedules = new ReportSchedulesService(
    api.database,
    services.reportJobs,
    services.identity,
    runner,
  );
  new ScheduleEmails(
    api.database,
    services.queue,
    createMailer(api.config),
    services.files,
    services.identity,
    publicBase(api.config),
    () => services.reportJobs.now(),
    api.log,
  );
  services.queue.define(SCHEDULE_TICK_QUEUE, {
    retryLimit: 0,
    expireInSeconds: 600,
    deleteAfterSeconds: 3600,
  });
  services.queue.handle(SCHEDULE_TICK_QUEUE, {}, () => runner.tick());
  services.queue.schedule(SCHEDULE_TICK_QUEUE, '* * * * *');
  await api.register(reportSchedulesRoutes, { prefix: mountPrefix(api.config.REPORT_WORKER_ROOT) });
}
