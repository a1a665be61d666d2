import {
  ErrorResponse,
  MonthlyNohParams,
  MonthlyNohReport,
  NOH_TILE_MONTHS,
  NohPeriodParams,
  OrgNohReport,
  SiteIdQuery,
  SiteOffHoursDateParams,
  SiteOffHoursEnergy,
  SiteOffHoursRangeParams,
} from '@sw/contracts';
import { dayAfterMonth, monthOf } from '@sw/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { notFound } from '../../../lib/http-errors';
import type { AsyncReportRoute, Caller } from '../async/async-routes';
import { reportSites, siteSelection } from '../data/sites.repository';
import {
  addDays,
  lastDayOfMonth,
  monthlyMonths,
  monthlyNohReport,
  orgNohReport,
  siteOffHours,
  trendMonths,
} from './noh';
import { equipmentGroupTitles, equipmentSplits, siteDaySplits } from './noh.repository';

const siteIdsOf = (query: { site_id?: number[] }) =>
  query.site_id?.length ? [...new Set(query.site_id)].sort((a, b) => a - b) : null;

/** Readings of local days [from, to] lie within these instants in every zone (UTC −12 … +14). */
const periodOf = (from: string, to: string) => ({
  from: new Date(Date.parse(`${from}T00:00:00Z`) - 14 * 3_600_000),
  to: new Date(Date.parse(`${addDays(to, 1)}T00:00:00Z`) + 14 * 3_600_000),
});

interface NohParams {
  from: string;
  to: string;
  siteIds: number[] | null;
}

/** I-111, I-119: /async_report/org_noh_report/{orgId}/{from}/{to}?site_id (E-052). */
const orgNohRoute: AsyncReportRoute<typeof NohPeriodParams, typeof SiteIdQuery, NohParams> = {
  name: 'org_noh_report',
  startPath: '/:id/:from/:to',
  summary:
    'NOH efficiency per site and organisation: energy and scheduled hours inside and outside opening hours, from–to inclusive (yyyy-MM-dd, each site its own time zone, at most 366 days), with each site’s last 6 months',
  params: NohPeriodParams,
  query: SiteIdQuery,
  data: OrgNohReport,
  job: ({ params, query, caller }) => {
    if (params.id !== caller.orgId) throw notFound('Organization');
    const p: NohParams = { from: params.from, to: params.to, siteIds: siteIdsOf(query) };
    const first = `${trendMonths(p.to)[0]}-01`;
    const readFrom = first < p.from ? first : p.from;
    const monthEnd = lastDayOfMonth(monthOf(p.to));
    return {
      name: 'org_noh_report',
      params: p,
      period: periodOf(readFrom, monthEnd),
      compute: async (ctx, q) => {
        const siteIds = siteSelection(ctx.scope, q.siteIds);
        const now = new Date();
        // Three independent reads: on PostgreSQL they run side by side on pooled connections.
        const [sites, days, equipment] = await Promise.all([
          reportSites(ctx.database, { orgId: ctx.orgId, scope: ctx.scope, siteIds: q.siteIds }),
          siteDaySplits(ctx.database, {
            orgId: ctx.orgId,
            siteIds,
            from: readFrom,
            to: monthEnd,
            // The period's own ends split its months apart from the trend's.
            wholeMonths: { cuts: [q.from, addDays(q.to, 1)], now },
          }).then((d) => {
            ctx.progress(0.5);
            return d;
          }),
          equipmentSplits(ctx.database, { orgId: ctx.orgId, siteIds, from: q.from, to: q.to, now }),
        ]);
        const groupIds = [...new Set(equipment.map((e) => e.groupId).filter((g): g is number => g !== null))];
        const groupTitles = await equipmentGroupTitles(ctx.database, groupIds);
        ctx.progress(0.9);
        return orgNohReport({ sites, days, equipment, groupTitles, from: q.from, to: q.to, now });
      },
    };
  },
};

interface MonthlyParams {
  month: string;
  siteIds: number[] | null;
}

/** I-112, I-120: /async_report/monthly_noh_report/{orgId}/{month}?site_id (E-053). */
const monthlyNohRoute: AsyncReportRoute<typeof MonthlyNohParams, typeof SiteIdQuery, MonthlyParams> = {
  name: 'monthly_noh_report',
  startPath: '/:id/:month',
  summary:
    'NOH efficiency per site and organisation for each of the 12 months ending with {month} (yyyy-MM, each site its own time zone); by_org.by_month[month].noh.noh_efficiency is a fraction',
  params: MonthlyNohParams,
  query: SiteIdQuery,
  data: MonthlyNohReport,
  job: ({ params, query, caller }) => {
    if (params.id !== caller.orgId) throw notFound('Organization');
    const p: MonthlyParams = { month: params.month.slice(0, 7), siteIds: siteIdsOf(query) };
    const months = monthlyMonths(p.month, NOH_TILE_MONTHS);
    const from = `${months[0]}-01`;
    const to = lastDayOfMonth(p.month);
    return {
      name: 'monthly_noh_report',
      params: p,
      period: periodOf(from, to),
      compute: async (ctx, q) => {
        const now = new Date();
        const [sites, days] = await Promise.all([
          reportSites(ctx.database, { orgId: ctx.orgId, scope: ctx.scope, siteIds: q.siteIds }),
          siteDaySplits(ctx.database, {
            orgId: ctx.orgId,
            siteIds: siteSelection(ctx.scope, q.siteIds),
            from,
            to,
            wholeMonths: { cuts: [], now },
          }),
        ]);
        ctx.progress(0.9);
        return monthlyNohReport({ sites, days, months, now });
      },
    };
  },
};

/** The NOH reports this server computes asynchronously (registered in ../index.ts ASYNC_REPORTS). */
export const nohReportRoutes = [orgNohRoute, monthlyNohRoute];

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

async function offHoursReport(
  database: Database,
  caller: Caller,
  siteId: number,
  range: { from: string; to: string },
) {
  const [site] = await reportSites(database, {
    orgId: caller.orgId,
    scope: caller.siteScope,
    siteIds: [siteId],
  });
  // Another organisation's site, or one outside the caller's scope: not found.
  if (!site || site.id !== siteId) throw notFound('Site');
  const now = new Date();
  const { from, to } = range;
  const days = await siteDaySplits(database, { orgId: caller.orgId, siteIds: [site.id], from, to });
  return siteOffHours({ site, days, from, to, now });
}

/**
 * I-102: /report/site_off_hours_energy/{siteId}/{date or range}: one local day (yyyy-MM-dd), one
 * local month (yyyy-MM), or a range /{from}/{to} (inclusive, at most 366 days), mounted under
 * ANALYTICS_ROOT.
 */
export const siteOffHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  const summary =
    'A site’s energy in operating and non-operating hours per local day, with the scheduled hours of each (23 or 25 on DST days) and the NOH efficiency of the days with data';
  app.get(
    '/report/site_off_hours_energy/:siteId/:dates',
    {
      schema: {
        tags: ['analytics: reports'],
        summary: `${summary}: one day (yyyy-MM-dd) or one month (yyyy-MM)`,
        params: SiteOffHoursDateParams,
        response: { 200: SiteOffHoursEnergy, ...errors },
      },
    },
    async (req) => {
      const { siteId, dates } = req.params;
      return offHoursReport(
        app.database,
        req.auth,
        siteId,
        dates.length === 7
          ? { from: `${dates}-01`, to: addDays(dayAfterMonth(dates), -1) }
          : { from: dates, to: dates },
      );
    },
  );
  app.get(
    '/report/site_off_hours_energy/:siteId/:from/:to',
    {
      schema: {
        tags: ['analytics: reports'],
        summary: `${summary}: from–to inclusive (yyyy-MM-dd, at most 366 days)`,
        params: SiteOffHoursRangeParams,
        response: { 200: SiteOffHoursEnergy, ...errors },
      },
    },
    async (req) => {
      const { siteId, from, to } = req.params;
      return offHoursReport(app.database, req.auth, siteId, { from, to });
    },
  );
};
