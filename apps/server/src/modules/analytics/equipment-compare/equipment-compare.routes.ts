import {
  EquipmentCompareData,
  EquipmentCompareParams,
  EquipmentCompareQuery,
  EquipmentCompareReport,
} from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { notFound } from '../../../lib/http-errors';
import { OrgLimiter, underOrgLimit } from '../../../lib/org-limiter';
import type { AsyncReportRoute } from '../async/async-routes';
import { reportErrors } from '../hvac/hvac.routes';
import { addDays } from '../hvac/period';
import { equipmentCompare } from './equipment-compare';
import { groupExists } from './equipment-compare.repository';

interface CompareParams {
  groupId: number;
  typeGroupId: number | null;
  siteIds: number[] | null;
  from: string;
  to: string;
}

const SUMMARY =
  'Equipment group performance (spec 3 §3 "Equipment performance row"): per equipment of the group, its sub-metered kWh and kWh per cooling degree-day, and per temperature sensor the mean, standard deviation, compliance and defrost cycles of its hourly trace, per door sensor its openings and open time; local days from–to inclusive, at most 62';

const paramsOf = (p: { id: number; from: string; to: string }, q: EquipmentCompareQuery): CompareParams => ({
  groupId: p.id,
  typeGroupId: q.type_group_id ?? null,
  siteIds: q.site_id?.length ? [...new Set(q.site_id)].sort((a, b) => a - b) : null,
  from: p.from,
  to: p.to,
});

async function checkGroup(database: Database, groupId: number): Promise<void> {
  if (!(await groupExists(database, groupId))) throw notFound('Equipment group');
}

/** I-106: the synchronous comparison, under the per-organisation limit of heavy reports. */
export const equipmentCompareRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = new OrgLimiter();
  app.get(
    '/report/equipment_compare/:id/:from/:to',
    {
      schema: {
        tags: ['analytics: reports'],
        summary: `${SUMMARY} — synchronous`,
        params: EquipmentCompareParams,
        querystring: EquipmentCompareQuery,
        response: { 200: EquipmentCompareReport, ...reportErrors },
      },
    },
    async (req, reply) => {
      const p = paramsOf(req.params, req.query);
      await checkGroup(app.database, p.groupId);
      const data = await underOrgLimit(limiter, req, reply, () =>
        equipmentCompare(app.database, { ...p, orgId: req.auth.orgId, scope: req.auth.siteScope }),
      );
      return { ...data, report_date: new Date().toISOString() };
    },
  );
};

/** I-114 / I-122: the same comparison computed in the background, polled every 4 s (F-075). */
export const equipmentCompareAsync: AsyncReportRoute<
  typeof EquipmentCompareParams,
  typeof EquipmentCompareQuery,
  CompareParams
> = {
  name: 'equipment_compare_async',
  startPath: '/:id/:from/:to',
  summary: SUMMARY,
  params: EquipmentCompareParams,
  query: EquipmentCompareQuery,
  data: EquipmentCompareData,
  job: ({ params, query }) => {
    const p = paramsOf(params, query);
    return {
      name: 'equipment_compare_async',
      params: p,
      // Local days of every zone lie within 14 hours of their UTC dates.
      period: {
        from: new Date(Date.parse(`${p.from}T00:00:00Z`) - 14 * 3_600_000),
        to: new Date(Date.parse(`${addDays(p.to, 1)}T00:00:00Z`) + 14 * 3_600_000),
      },
      compute: async (ctx, q) => {
        await checkGroup(ctx.database, q.groupId);
        return equipmentCompare(ctx.database, {
          ...q,
          orgId: ctx.orgId,
          scope: ctx.scope,
          progress: ctx.progress,
        });
      },
    };
  },
  // The result path's id is the equipment group the start named.
  resultIdMatches: (id, stored) => stored.groupId === id,
};
