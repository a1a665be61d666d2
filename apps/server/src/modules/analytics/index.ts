import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { mountPrefix } from '../../lib/mount-prefix';
import type { Services } from '../../services';
import { type AsyncReportRoute, asyncReportRoutes } from './async/async-routes';
import { AsyncReports } from './async/reports.service';
import { annualReportRoutes } from './energy/annual.routes';
import { registerEnergyCompare } from './energy-compare/energy-compare.routes';
import { nohReportRoutes, siteOffHoursRoutes } from './noh/noh.routes';

export { AsyncReports, type ComputeContext } from './async/reports.service';

declare module '../../services' {
  interface Services {
    /** Asynchronous analytics reports: start, compute in the background, answer by key. */
    analyticsReports: AsyncReports;
  }
}

/** Every asynchronous report of spec 3 §7 this server computes. */
const ASYNC_REPORTS = [...annualReportRoutes, ...nohReportRoutes] as AsyncReportRoute<
  z.ZodType,
  z.ZodType,
  unknown
>[];

/**
 * The analytics service at ANALYTICS_ROOT (default '/api/analytics'): the spec's /async_report/...
 * starts and /report/... results and synchronous reports below it. Old results are dropped by the
 * worker role.
 */
export async function registerAnalytics(api: FastifyInstance, services: Services): Promise<void> {
  const reports = new AsyncReports(api.database, api.log);
  services.analyticsReports = reports;
  if (api.config.ROLES.includes('worker')) {
    const stop = reports.startCleanup();
    api.addHook('onClose', async () => stop());
  }
  api.addHook('onClose', () => reports.settled());
  await api.register(asyncReportRoutes(reports, ASYNC_REPORTS), {
    prefix: mountPrefix(api.config.ANALYTICS_ROOT),
  });
  await api.register(siteOffHoursRoutes, { prefix: mountPrefix(api.config.ANALYTICS_ROOT) });
  // Synchronous organisation and site energy reports (E-062, E-063, E-065; I-092 … I-098, I-104).
  await registerEnergyCompare(api, mountPrefix(api.config.ANALYTICS_ROOT));
}
