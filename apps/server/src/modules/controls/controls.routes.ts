import { ControllableHvacs, ErrorResponse, IdParam, ThermostatControls } from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import { siteOf } from '../telemetry';
import { presentHvacs } from './controls.presenter';
import { listHvacs } from './controls.repository';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

/** Thermostat controls and controllable HVAC views (I-073, I-076, I-077) for the Today HVAC tile. */
export const controlsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ofSite = async (auth: Parameters<typeof siteOf>[1], id: number) => {
    const site = await siteOf(app.database, auth, id);
    return presentHvacs(await listHvacs(app.database, auth.orgId, auth.siteScope, site.id));
  };

  app.get(
    '/api/v1/thermostat/controls/site/:id',
    {
      schema: {
        tags: ['controls'],
        summary: "The site's thermostat controls with their current state, in the controls sort order",
        params: IdParam,
        response: { 200: ThermostatControls, ...errors },
      },
    },
    async (req) => ofSite(req.auth, req.params.id),
  );

  app.get(
    '/api/v1/aggregate-views/controllable-hvacs/site/:id',
    {
      schema: {
        tags: ['controls'],
        summary: "The site's controllable HVAC units (one per thermostat) with their current state",
        params: IdParam,
        response: { 200: ControllableHvacs, ...errors },
      },
    },
    async (req) => ofSite(req.auth, req.params.id),
  );

  app.get(
    '/api/v1/aggregate-views/controllable-hvacs/organization/:id',
    {
      schema: {
        tags: ['controls'],
        summary:
          "Every controllable HVAC unit of the caller's sites (one query); the Today tile keeps the online ones, local overrides first, then the warmest",
        params: IdParam,
        response: { 200: ControllableHvacs, ...errors },
      },
    },
    async (req) => {
      if (req.params.id !== req.auth.orgId) throw notFound('Organization');
      return presentHvacs(await listHvacs(app.database, req.auth.orgId, req.auth.siteScope, null));
    },
  );
};
