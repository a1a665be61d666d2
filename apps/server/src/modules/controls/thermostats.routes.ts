import {
  ErrorResponse,
  IdParam,
  Scheduler,
  Thermostat,
  ThermostatControls,
  ThermostatDisplayName,
} from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { equipmentOf, thermostatOf } from '../telemetry';
import { presentHvacs } from './controls.presenter';
import { listHvacs } from './controls.repository';
import { listSchedulers } from './schedulers.repository';
import { presentThermostat } from './thermostat.presenter';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
const EquipmentIdParam = z.object({ equipmentId: IdParam.shape.id });

/**
 * Reads of one thermostat, of an equipment's thermostat controls and schedulers (I-068, I-072, I-074,
 * I-075). Working-mode changes are separate (the commands of issue 12's controls part).
 */
export const thermostatReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database;
  const thermostat = async (auth: Parameters<typeof thermostatOf>[1], id: number) => {
    const ref = await thermostatOf(db, auth, id);
    const row = (await listHvacs(db, auth.orgId, auth.siteScope, ref.siteId)).find(
      (r) => r.thermostatId === id,
    );
    if (!row) throw notFound('Thermostat');
    return presentThermostat(row);
  };

  app.get(
    '/api/v1/thermostat/:id',
    {
      schema: {
        tags: ['controls'],
        summary: 'One thermostat with its current mode, set points, temperature and working mode',
        params: IdParam,
        response: { 200: Thermostat, ...errors },
      },
    },
    async (req) => thermostat(req.auth, req.params.id),
  );

  app.get(
    '/api/v1/thermostat/:id/display-name',
    {
      schema: {
        tags: ['controls'],
        summary: "A thermostat's display name (the name staff gave it, else its title)",
        params: IdParam,
        response: { 200: ThermostatDisplayName, ...errors },
      },
    },
    async (req) => {
      const t = await thermostat(req.auth, req.params.id);
      return { id: t.id, displayName: t.displayName };
    },
  );

  app.get(
    '/api/v1/thermostat/controls/equipment/:id',
    {
      schema: {
        tags: ['controls'],
        summary: "An equipment's thermostat controls with their current state, in the controls sort order",
        params: IdParam,
        response: { 200: ThermostatControls, ...errors },
      },
    },
    async (req) => {
      const e = await equipmentOf(db, req.auth, req.params.id);
      const rows = await listHvacs(db, req.auth.orgId, req.auth.siteScope, e.siteId);
      return presentHvacs(rows.filter((r) => r.equipmentId === e.id));
    },
  );

  app.get(
    '/api/v1/schedulers/equipment/:equipmentId',
    {
      schema: {
        tags: ['controls'],
        summary: "An equipment's schedulers (lighting and other relay schedules) with their working mode",
        params: EquipmentIdParam,
        response: { 200: z.array(Scheduler), ...errors },
      },
    },
    async (req) => {
      const e = await equipmentOf(db, req.auth, req.params.equipmentId);
      return listSchedulers(db, req.auth.orgId, e.id);
    },
  );
};
