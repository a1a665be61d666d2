import {
  EnergyPro,
  Equipment,
  EquipmentGroupStat,
  EquipmentOneQuery,
  EquipmentQuery,
  ErrorResponse,
  IdParam,
  SiteIdParam,
} from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { findSite } from '../sites';
import { listEnergyPros } from './energy-pro.repository';
import { presentEquipment } from './equipment.presenter';
import { findEquipment, listEquipment } from './equipment.repository';
import { equipmentGroupStats } from './equipment-stats.repository';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

/** Equipment reads (I-059..I-061), scoped to the caller's organisation and sites like the sites list. */
export const equipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/equipment',
    {
      schema: {
        tags: ['equipment'],
        summary:
          "The caller's equipment, narrowed by site, equipment, type, group and space ids (comma lists; each filter narrows)",
        querystring: EquipmentQuery,
        response: { 200: z.array(Equipment), ...errors },
      },
    },
    async (req) => {
      const { withPath, ...filters } = req.query;
      const rows = await listEquipment(app.db, req.auth, filters);
      return rows.map((r) => presentEquipment(r, withPath));
    },
  );

  app.get(
    '/api/v1/equipment/site/:siteId',
    {
      schema: {
        tags: ['equipment'],
        summary: "A site's equipment (404 when the site is not the caller's)",
        params: SiteIdParam,
        response: { 200: z.array(Equipment), ...errors },
      },
    },
    async (req) => {
      // An unknown site is a 404, not an empty list, so a wrong id is told apart from a bare site.
      if (!(await findSite(app.db, req.auth, req.params.siteId))) throw notFound('Site');
      const rows = await listEquipment(app.db, req.auth, { siteIds: [req.params.siteId] });
      return rows.map((r) => presentEquipment(r));
    },
  );

  for (const [path, controlled] of [
    ['equipmentGroupId', false],
    ['controlledEquipmentGroupId', true],
  ] as const) {
    app.get(
      `/api/v1/equipment/stats/${path}`,
      {
        schema: {
          tags: ['equipment'],
          summary: controlled
            ? "The caller's controlled equipment (with a thermostat or scheduler, or activeControl) counted per equipment group"
            : "The caller's equipment counted per equipment group, with the number of sites having some",
          response: { 200: z.array(EquipmentGroupStat), ...errors },
        },
      },
      async (req) => equipmentGroupStats(app.database, req.auth, controlled),
    );
  }

  app.get(
    '/api/v1/energy-pro',
    {
      schema: {
        tags: ['equipment'],
        summary:
          "The energy meters of the caller's sites (the spec's EnergyPro): each site main meter and equipment sub-meter, with its online state",
        response: { 200: z.array(EnergyPro), ...errors },
      },
    },
    async (req) => listEnergyPros(app.database, req.auth),
  );

  app.get(
    '/api/v1/energy-pro/site/:siteId',
    {
      schema: {
        tags: ['equipment'],
        summary: "A site's energy meters (404 when the site is not the caller's)",
        params: SiteIdParam,
        response: { 200: z.array(EnergyPro), ...errors },
      },
    },
    async (req) => {
      if (!(await findSite(app.db, req.auth, req.params.siteId))) throw notFound('Site');
      return listEnergyPros(app.database, req.auth, req.params.siteId);
    },
  );

  // The spec calls it with a trailing slash; the bare path is accepted too (undocumented twin).
  for (const url of ['/api/v1/equipment/:id/', '/api/v1/equipment/:id']) {
    app.get(
      url,
      {
        schema: {
          hide: !url.endsWith('/'),
          tags: ['equipment'],
          summary: 'One equipment; withPath=true adds its organisation → site → space → equipment path',
          params: IdParam,
          querystring: EquipmentOneQuery,
          response: { 200: Equipment, ...errors },
        },
      },
      async (req) => {
        const row = await findEquipment(app.db, req.auth, req.params.id);
        if (!row) throw notFound('Equipment');
        return presentEquipment(row, req.query.withPath);
      },
    );
  }
};
