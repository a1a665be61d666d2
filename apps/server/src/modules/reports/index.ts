import type { FastifyInstance } from 'fastify';
import { mountPrefix } from '../../lib/mount-prefix';
import type { Services } from '../../services';
import { uploadStore } from '../cdn';
import { recentTemperaturesRoutes } from './recent-temperatures/recent-temperatures.routes';
import { reportJobsRoutes } from './report-jobs.routes';
import { ReportJobsService } from './report-jobs.service';
import { type ReportSchedulesService, registerReportSchedules } from './schedules';

export { REPORT_QUEUE, ReportJobsService } from './report-jobs.service';
export { SCHEDULE_DELIVERY_QUEUE, SCHEDULE_EMAIL_QUEUE, SCHEDULE_TICK_QUEUE } from './schedules';

declare module '../../services' {
  interface Services {
    /** Report jobs: checked requests, queued, made into files by the worker role. */
    reportJobs: ReportJobsService;
    /** Scheduled reports: made daily, weekly or monthly and emailed (reports/schedules). */
    reportSchedules: ReportSchedulesService;
  }
}

/** Spec 1 §4: expired jobs are cleaned every 10 minutes. */
export const CLEANUP_MS = 10 * 60_000;

/**
 * The report worker calls at REPORT_WORKER_ROOT (default '/'), scheduled reports with them; cleanup
 * in the worker role.
 */
export async function registerReports(api: FastifyInstance, services: Services): Promise<void> {
  services.reportJobs = new ReportJobsService(
    api.database,
    services.queue,
    services.files,
    services.events,
    api.log,
    uploadStore(api.config.dataDir),
  );
  if (api.config.ROLES.includes('worker')) {
    const timer = setInterval(() => {
      services.reportJobs.cleanup().catch((err) => api.log.warn({ err }, 'report job cleanup failed'));
    }, CLEANUP_MS);
    timer.unref();
    api.addHook('onClose', async () => clearInterval(timer));
  }
  await api.register(reportJobsRoutes, { prefix: mountPrefix(api.config.REPORT_WORKER_ROOT) });
  await api.register(recentTemperaturesRoutes);
  await registerReportSchedules(api, services);
}
