import {
  ControlsSavingsReport,
  OrgSavingsParams,
  type OverridesEquipment,
  OverridesReport,
  SiteHvacRangeParams,
  SiteIdQuery,
} from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { notFound } from '../../../lib/http-errors';
import { OrgLimiter, underOrgLimit } from '../../../lib/org-limiter';
import { reportSites } from '../data/sites.repository';
import { callerSite, reportErrors } from '../hvac/hvac.routes';
import { byEquipment } from '../hvac/hvac-report';
import { overriddenThermostats, thermostatDays } from '../hvac/thermostat-days.repository';
import { boardsByEquipment, equipmentOverrides, overridesReport } from './overrides';
import { boardOverrides } from './overrides.repository';
import { controlsSavings } from './savings';
import { controlledEquipment, equipmentSplitTotals, siteSplitTotals } from './savings.repository';

/**
 * The overrides of every controlled equipment of the sites, over local days from … to. With
 * `onlyOverridden`, thermostat days are read only for thermostats with an override sample (the
 * organisation-wide savings report needs their hours, not every unit's observed time).
 */
export async function overridesOf(
  database: Database,
  a: { orgId: number; siteIds: number[]; from: string; to: string },
  onlyOverridden = false,
) {
  const equipment = await controlledEquipment(database, a.orgId, a.siteIds);
  const thermostatIds = onlyOverridden ? await overriddenThermostats(database, a) : undefined;
  const days = await thermostatDays(database, { ...a, thermostatIds });
  const boards = await boardOverrides(database, { ...a, now: new Date() });
  return { equipment, days, boards };
}

/** The controls reports (I-099, I-100), under ANALYTICS_ROOT. */
export const controlsRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = new OrgLimiter();

  app.get(
    '/report/overrides_report/:siteId/:from/:to',
    {
      schema: {
        tags: ['analytics: reports'],
        summary:
          'Site overrides by equipment: local override and manual mode (thermostat samples), forced on and off (control-board OVERRIDDEN_STATE): how often each began, hours and share of the observed time; local days from–to inclusive, at most 31',
        params: SiteHvacRangeParams,
        response: { 200: OverridesReport, ...reportErrors },
      },
    },
    async (req, reply) => {
      const site = await callerSite(
        app.database,
        { orgId: req.auth.orgId, siteScope: req.auth.siteScope },
        req.params.siteId,
      );
      const { from, to } = req.params;
      return underOrgLimit(limiter, req, reply, async () => {
        const o = await overridesOf(app.database, { orgId: req.auth.orgId, siteIds: [site.id], from, to });
        return overridesReport({ site, ...o, from, to });
      });
    },
  );

  app.get(
    '/report/org_controls_savings/:orgId/:from/:to',
    {
      schema: {
        tags: ['analytics: reports'],
        summary:
          "Controls savings by site and equipment: closed-hours energy of each thermostat- or scheduler-controlled, sub-metered equipment against its own open-hours rate (kWh, %, kg CO2e), each site's NOH waste and the overrides in force; local days from–to inclusive, at most 366",
        params: OrgSavingsParams,
        querystring: SiteIdQuery,
        response: { 200: ControlsSavingsReport, ...reportErrors },
      },
    },
    async (req, reply) => {
      const { orgId, from, to } = req.params;
      if (orgId !== req.auth.orgId) throw notFound('Organization');
      return underOrgLimit(limiter, req, reply, async () => {
        const sites = await reportSites(app.database, {
          orgId,
          scope: req.auth.siteScope,
          siteIds: req.query.site_id ?? null,
        });
        const siteIds = sites.map((s) => s.id);
        const o = await overridesOf(app.database, { orgId, siteIds, from, to }, true);
        const daysByEq = byEquipment(o.days);
        const boards = boardsByEquipment(o.boards);
        const overrides = new Map<number, OverridesEquipment>(
          o.equipment.map((e) => [
            e.equipmentId,
            equipmentOverrides(e, daysByEq.get(e.equipmentId) ?? [], boards.get(e.equipmentId) ?? []),
          ]),
        );
        const metered = o.equipment.filter((e) => e.meters > 0 && e.control !== null);
        const equipmentTotals = await equipmentSplitTotals(app.database, {
          orgId,
          equipmentIds: metered.map((e) => e.equipmentId),
          from,
          to,
        });
        const siteTotals = await siteSplitTotals(app.database, { orgId, siteIds, from, to });
        return controlsSavings({
          sites,
          equipment: o.equipment,
          equipmentTotals,
          siteTotals,
          overrides,
          from,
          to,
        });
      });
    },
  );
};
