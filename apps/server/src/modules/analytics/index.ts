import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { mountPrefix } from '../../lib/mount-prefix';
import type { Services } from '../../services';
import { type AsyncReportRoute, asyncReportRoutes } from './async/async-routes';
import { AsyncReports } from './async/reports.service';
import { controlsRoutes } from './controls/controls.routes';
import { annualReportRoutes } from './energy/annual.routes';
import { registerEnergyCompare } from './energy-compare/energy-compare.routes';
import { equipmentCompareAsync, equipmentCompareRoutes } from './equipment-compare/equipment-compare.routes';
import { hvacRoutes, thermostatComplianceAsync } from './hvac/hvac.routes';
import { nohReportRoutes, siteOffHoursRoutes } from './noh/noh.routes';
import { orgRecommendationsAsync, recommendationRoutes } from './recommendations/recommendations.routes';

export { AsyncReports, type ComputeContext } from './async/reports.service';
export { type ReportSite as AnalyticsSite, reportSites } from './data/sites.repository';
export { orgEnergyPerformance } from './energy/annual.routes';
export { siteDailyEnergy, siteDaySplit } from './energy-compare/energy-compare.repository';
export { COOLING_BASE_C, equipmentCompare } from './equipment-compare/equipment-compare';
export { complianceData as hvacPerformanceData } from './hvac/hvac.routes';
export { startThermostatDayWarmup } from './hvac/thermostat-day-warmup';

declare module '../../services' {
  interface Services {
    /** Asynchronous analytics reports: start, compute in the background, answer by key. */
    analyticsReports: AsyncReports;
  }
}

/** Every asynchronous report of spec 3 §7 this server computes. */
const ASYNC_REPORTS = [
  ...annualReportRoutes,
  ...nohReportRoutes,
  thermostatComplianceAsync,
  orgRecommendationsAsync,
  equipmentCompareAsync,
] as AsyncReportRoute<z.ZodType, z.ZodType, unknown>[];

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
  const prefix = mountPrefix(api.config.ANALYTICS_ROOT);
  await api.register(asyncReportRoutes(reports, ASYNC_REPORTS), { prefix });
  // Synchronous reports: NOH per site, controls and HVAC, recommendations, equipment comparison.
  for (const routes of [
    siteOffHoursRoutes,
    hvacRoutes,
    controlsRoutes,
    recommendationRoutes,
    equipmentCompareRoutes,
  ])
    await api.register(routes, { prefix });
  // Synchronous organisation and site energy reports (E-062, E-063, E-065; I-092 … I-098, I-104).
  await registerEnergyCompare(api, prefix);
}
