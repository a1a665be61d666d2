import {
  Actuator,
  ActuatorsQuery,
  ControlBoard,
  ControlStatsOverview,
  ErrorResponse,
  Gateway,
  IdParam,
  NetworkGroup,
  SiteIdParam,
} from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { equipmentOf, siteOf } from '../telemetry';
import { findControlBoard, listActuators } from './control-boards.repository';
import { controlStats } from './control-stats.repository';
import { listGateways } from './gateways.repository';
import { listNetworkGroups } from './network-groups.repository';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
const OrgIdParam = z.object({ orgId: IdParam.shape.id });
const NetworkGroupIdParam = z.object({ networkGroupId: IdParam.shape.id });

/**
 * Device network reads (I-064..I-067, I-080..I-083): network groups, gateways, control boards and
 * their actuators, a site's control stats. Scoped like the sites: another organisation's id is a 404.
 */
export const devicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database;

  app.get(
    '/api/v1/network-groups/:id',
    {
      schema: {
        tags: ['devices'],
        summary: 'One network group with its gateway and control board counts',
        params: IdParam,
        response: { 200: NetworkGroup, ...errors },
      },
    },
    async (req) => {
      const [group] = await listNetworkGroups(db, req.auth, { id: req.params.id });
      if (!group) throw notFound('Network group');
      return group;
    },
  );

  const ofOrganization =
    (usingThermostat?: boolean) =>
    async (req: { params: { orgId: number }; auth: { orgId: number; siteScope: 'ALL' | number[] } }) => {
      if (req.params.orgId !== req.auth.orgId) throw notFound('Organization');
      return listNetworkGroups(db, req.auth, { usingThermostat });
    };

  app.get(
    '/api/v1/network-groups/organization/:orgId',
    {
      schema: {
        tags: ['devices'],
        summary: "The network groups of the caller's sites (404 for another organisation)",
        params: OrgIdParam,
        response: { 200: z.array(NetworkGroup), ...errors },
      },
    },
    ofOrganization(),
  );

  app.get(
    '/api/v1/network-groups/organization/:orgId/using-thermostat',
    {
      schema: {
        tags: ['devices'],
        summary: "The network groups of the caller's sites that drive thermostats",
        params: OrgIdParam,
        response: { 200: z.array(NetworkGroup), ...errors },
      },
    },
    ofOrganization(true),
  );

  app.get(
    '/api/v1/network-groups/site/:siteId',
    {
      schema: {
        tags: ['devices'],
        summary: "A site's network groups (404 when the site is not the caller's)",
        params: SiteIdParam,
        response: { 200: z.array(NetworkGroup), ...errors },
      },
    },
    async (req) => {
      await siteOf(db, req.auth, req.params.siteId);
      return listNetworkGroups(db, req.auth, { siteId: req.params.siteId });
    },
  );

  app.get(
    '/api/v1/gateways/network-group/:networkGroupId',
    {
      schema: {
        tags: ['devices'],
        summary: 'The gateways of a network group, with their online state and sensor counts',
        params: NetworkGroupIdParam,
        response: { 200: z.array(Gateway), ...errors },
      },
    },
    async (req) => {
      const [group] = await listNetworkGroups(db, req.auth, { id: req.params.networkGroupId });
      if (!group) throw notFound('Network group');
      return listGateways(db, req.auth, { networkGroupId: group.id });
    },
  );

  app.get(
    '/api/v1/gateways/site/:siteId',
    {
      schema: {
        tags: ['devices'],
        summary: "A site's gateways (the Sensors & Gateways page; 404 when the site is not the caller's)",
        params: SiteIdParam,
        response: { 200: z.array(Gateway), ...errors },
      },
    },
    async (req) => {
      await siteOf(db, req.auth, req.params.siteId);
      return listGateways(db, req.auth, { siteId: req.params.siteId });
    },
  );

  app.get(
    '/api/v1/control-boards/actuators',
    {
      schema: {
        tags: ['devices'],
        summary: 'The actuators (relay outputs of control boards) that drive an equipment',
        querystring: ActuatorsQuery,
        response: { 200: z.array(Actuator), ...errors },
      },
    },
    async (req) => {
      await equipmentOf(db, req.auth, req.query.equipmentId);
      const rows = await listActuators(db, req.auth, { equipmentId: req.query.equipmentId });
      return rows.map(({ latest: _, ...a }) => a);
    },
  );

  app.get(
    '/api/v1/control-boards/:id',
    {
      schema: {
        tags: ['devices'],
        summary:
          'One control board with its network, gateway, space, paired and scanned sensors and actuators',
        params: IdParam,
        response: { 200: ControlBoard, ...errors },
      },
    },
    async (req) => {
      const board = await findControlBoard(db, req.auth, req.params.id);
      if (!board) throw notFound('Control board');
      return board;
    },
  );

  app.get(
    '/api/v1/control-stats/site/:siteId/overview',
    {
      schema: {
        tags: ['devices'],
        summary:
          "A site's controls at a glance: thermostats by mode and state, schedulers, boards, actuators",
        params: SiteIdParam,
        response: { 200: ControlStatsOverview, ...errors },
      },
    },
    async (req) => {
      const site = await siteOf(db, req.auth, req.params.siteId);
      return controlStats(db, req.auth.orgId, site.id);
    },
  );
};
