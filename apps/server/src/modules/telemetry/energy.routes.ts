import {
  EnergyConsumption,
  EnergyDashboard,
  EnergySeries,
  EnergySeriesQuery,
  EquipmentIdParam,
  ErrorResponse,
  RecentPower,
  SiteGroupParam,
  SiteIdParam,
  SiteTypeParam,
  TimeRangeQuery,
} from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OrgLimiter, underOrgLimit } from '../../lib/org-limiter';
import {
  equipmentEnergySensors,
  meteredEquipment,
  siteCategorySensors,
  siteEnergySensors,
} from './energy.repository';
import { energyConsumption, energyDashboard, energySeries, recentPower } from './energy.service';
import { type Caller, catalogueEntryExists, equipmentOf, siteOf } from './scope';

const tags = ['time-series: energy'];

export const energyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database;
  // Site-wide energy reads sum many meters over up to months of rollups: at most 2 of an
  // organisation's run at once (one limiter for the group of routes).
  const limiter = new OrgLimiter();
  const busy = { 429: ErrorResponse };
  // The site lookup (which answers 404 outside the caller's scope) and its meters in one round trip
  // time: the meter query is limited to the caller's organisation and its answer is dropped on a 404.
  const siteAndMeters = (c: Caller, siteId: number) =>
    Promise.all([siteOf(db, c, siteId), siteEnergySensors(db, c.orgId, siteId)]);

  app.get(
    '/energy/equipment/:id/series',
    {
      schema: {
        tags,
        summary: "Energy series of one equipment's ENERGY sensors",
        params: EquipmentIdParam,
        querystring: EnergySeriesQuery,
        response: { 200: EnergySeries },
      },
    },
    async (req) => {
      const eq = await equipmentOf(db, req.auth, req.params.id);
      const sensors = await equipmentEnergySensors(db, req.auth.orgId, eq.id);
      return energySeries(db, req.auth.orgId, sensors, eq.timeZone, req.query);
    },
  );

  app.get(
    '/energy/site/:siteId/equipment-group/:groupId/series',
    {
      schema: {
        tags,
        summary: "Energy series of a site's equipment in one equipment group (sum of sub-meters)",
        params: SiteGroupParam,
        querystring: EnergySeriesQuery,
        response: { 200: EnergySeries, ...busy },
      },
    },
    async (req, reply) =>
      underOrgLimit(limiter, req, reply, async () => {
        const site = await siteOf(db, req.auth, req.params.siteId);
        await catalogueEntryExists(db, 'equipment_groups', req.params.groupId);
        const sensors = await siteCategorySensors(
          db,
          req.auth.orgId,
          site.id,
          'group_id',
          req.params.groupId,
        );
        return energySeries(db, req.auth.orgId, sensors, site.timeZone, req.query);
      }),
  );

  app.get(
    '/energy/site/:siteId/equipment-type/:typeId/series',
    {
      schema: {
        tags,
        summary: "Energy series of a site's equipment of one type (sum of sub-meters)",
        params: SiteTypeParam,
        querystring: EnergySeriesQuery,
        response: { 200: EnergySeries, ...busy },
      },
    },
    async (req, reply) =>
      underOrgLimit(limiter, req, reply, async () => {
        const site = await siteOf(db, req.auth, req.params.siteId);
        await catalogueEntryExists(db, 'equipment_types', req.params.typeId);
        const sensors = await siteCategorySensors(db, req.auth.orgId, site.id, 'type_id', req.params.typeId);
        return energySeries(db, req.auth.orgId, sensors, site.timeZone, req.query);
      }),
  );

  app.get(
    '/energy/site/:siteId/series',
    {
      schema: {
        tags,
        summary: 'Site energy series: the main meter, else the sum of the equipment sub-meters',
        params: SiteIdParam,
        querystring: EnergySeriesQuery,
        response: { 200: EnergySeries, ...busy },
      },
    },
    async (req, reply) =>
      underOrgLimit(limiter, req, reply, async () => {
        const [site, sensors] = await siteAndMeters(req.auth, req.params.siteId);
        return energySeries(db, req.auth.orgId, sensors, site.timeZone, req.query);
      }),
  );

  app.get(
    '/energy/site/:siteId/dashboard',
    {
      schema: {
        tags,
        summary: 'Site energy totals over a range: total, peak and average power, breakdowns, CO2, EUI',
        params: SiteIdParam,
        querystring: TimeRangeQuery,
        response: { 200: EnergyDashboard, ...busy },
      },
    },
    // One statement: the site lookup, its meters and every figure (energy-dashboard.repository.ts).
    async (req, reply) =>
      underOrgLimit(limiter, req, reply, () => energyDashboard(db, req.auth, req.params.siteId, req.query)),
  );

  app.get(
    '/energy/site/:siteId/consumption',
    {
      schema: {
        tags,
        summary: 'Site energy per local calendar day over a range',
        params: SiteIdParam,
        querystring: TimeRangeQuery,
        response: { 200: EnergyConsumption, ...busy },
      },
    },
    async (req, reply) =>
      underOrgLimit(limiter, req, reply, async () => {
        const [site, sensors] = await siteAndMeters(req.auth, req.params.siteId);
        return energyConsumption(db, { ...site, orgId: req.auth.orgId }, sensors, req.query);
      }),
  );

  app.get(
    '/energy/equipment/:id/recent-power',
    {
      schema: {
        tags,
        summary: 'Current power of one equipment from its newest reading of the last hour',
        params: EquipmentIdParam,
        response: { 200: RecentPower },
      },
    },
    async (req) => {
      const eq = await equipmentOf(db, req.auth, req.params.id);
      const [power] = await recentPower(db, req.auth.orgId, [eq.id]);
      return power!;
    },
  );

  app.get(
    '/energy/site/:siteId/equipment/recent-power',
    {
      schema: {
        tags,
        summary: 'Current power of every metered equipment of a site',
        params: SiteIdParam,
        response: { 200: z.array(RecentPower) },
      },
    },
    async (req) => {
      const site = await siteOf(db, req.auth, req.params.siteId);
      return recentPower(db, req.auth.orgId, await meteredEquipment(db, req.auth.orgId, site.id));
    },
  );
};
