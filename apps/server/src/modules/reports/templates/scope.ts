import type { AggregationLevel } from '@sw/contracts';
import { badRequest, notFound } from '../../../lib/http-errors';
import { type AnalyticsSite, reportSites } from '../../analytics';
import { RETENTION_DAYS } from '../../telemetry';
import type { TemplateContext } from './template';

export interface ReportSite {
  id: number;
  title: string;
  time_zone: string;
}

/** The request's site, in the caller's organisation and sites; 400 without one, 404 for any other. */
export async function requestedSite(ctx: TemplateContext): Promise<ReportSite> {
  const id = ctx.request.siteId;
  if (id === undefined) throw badRequest(`siteId is required for the ${ctx.request.reportTemplate} report`);
  const [site] = await ctx.database.query<ReportSite>(
    'select id, title, time_zone from sites where id = $1::int and org_id = $2::int',
    [id, ctx.orgId],
  );
  if (!site || (ctx.siteScope !== 'ALL' && !ctx.siteScope.includes(site.id))) throw notFound('Site');
  return site;
}

export async function organisationTitle(ctx: TemplateContext): Promise<string> {
  const [org] = await ctx.database.query<{ title: string }>(
    'select title from organizations where id = $1::int',
    [ctx.orgId],
  );
  return org?.title ?? '';
}

const DAY_MS = 86_400_000;
export const BUCKET_MS: Record<AggregationLevel, number> = { '15m': 900_000, '1h': 3_600_000, '1d': DAY_MS };
export const TABLE_OF: Record<AggregationLevel, 'readings_15m' | 'readings_1h' | 'readings_1d'> = {
  '15m': 'readings_15m',
  '1h': 'readings_1h',
  '1d': 'readings_1d',
};
export const AGGREGATION_LABEL: Record<AggregationLevel, string> = {
  '15m': '15 minutes',
  '1h': 'Hourly',
  '1d': 'Daily',
};

/**
 * The period's first local day must still be held by the rollup of `agg` (15-minute data is kept 15
 * days, hourly 62): a report would otherwise come back silently empty at its start.
 */
export function checkRetention(agg: AggregationLevel, fromDate: string, now: Date): void {
  if (agg === '1d') return;
  const days = agg === '15m' ? RETENTION_DAYS.readings_15m : RETENTION_DAYS.readings_1h;
  const oldest = new Date(now.getTime() - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  if (fromDate < oldest)
    throw badRequest(
      `${AGGREGATION_LABEL[agg]} data is kept for ${days} days: choose a coarser aggregationLevel for a period starting before ${oldest}`,
    );
}

/** Whole local days from `from` to `to` (both included). */
export const daysIn = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/**
 * The sites of an organisation-wide report: searchFilter.siteIds (or siteId), else every site of the
 * caller's scope. Another organisation (organizationId) or any site not the caller's answers 404.
 */
export async function requestedSites(ctx: TemplateContext): Promise<AnalyticsSite[]> {
  if (ctx.request.organizationId !== undefined && ctx.request.organizationId !== ctx.orgId)
    throw notFound('Organization');
  const wanted = ctx.request.searchFilter?.siteIds ?? (ctx.request.siteId ? [ctx.request.siteId] : undefined);
  const sites = await reportSites(ctx.database, { orgId: ctx.orgId, scope: ctx.siteScope, siteIds: wanted });
  if (wanted?.length && new Set(wanted).size !== sites.length) throw notFound('Site');
  if (!sites.length) throw badRequest('No site to report on');
  return sites;
}
