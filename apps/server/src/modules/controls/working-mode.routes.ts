import {
  COMMAND_TIMEOUT_MINUTES,
  type ControlKind,
  DeviceCommands,
  ErrorResponse,
  IdParam,
  SiteControls,
  WorkingModeResult,
  WorkingModeUpdate,
} from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { equipmentOf, expireCommands, listCommands, presentCommand, siteOf } from '../telemetry';
import { siteControls } from './site-controls.service';
import { setWorkingMode } from './working-mode.service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const readErrors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
const AuditQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) });

/** The spec's three working-mode paths (G-004, I-069..I-071), one per kind of control. */
const PATHS: [ControlKind, string, string][] = [
  ['SCHEDULER', '/api/v1/schedulers/:id/working-mode', "a lighting scheduler's"],
  ['TEMPERATURE', '/api/v1/temperature/:id/working-mode', "a control board's temperature control's"],
  ['THERMOSTAT', '/api/v1/thermostat/controls/:id/working-mode', "a thermostat's"],
];

export const workingModeRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [kind, path, whose] of PATHS) {
    app.patch(
      path,
      {
        schema: {
          tags: ['controls'],
          summary: `Sets ${whose} working mode (MANAGER or ADMIN): the command goes to the device through its gateway and is audited; its state moves SENT → ACKNOWLEDGED → CONFIRMED (or FAILED after ${COMMAND_TIMEOUT_MINUTES} minutes)`,
          params: IdParam,
          body: WorkingModeUpdate,
          response: { 200: WorkingModeResult, ...errors },
        },
      },
      async (req) => setWorkingMode(app.database, req.auth, kind, req.params.id, req.body),
    );
  }

  app.get(
    '/api/v1/controls/site/:id',
    {
      schema: {
        tags: ['controls'],
        summary:
          "The site's controls of every kind (thermostats, schedulers, temperature controls) with their working mode, the modes they accept and their newest command, in the controls sort order",
        params: IdParam,
        response: { 200: SiteControls, ...readErrors },
      },
    },
    async (req) => {
      const site = await siteOf(app.database, req.auth, req.params.id);
      return siteControls(app.database, req.auth, site.id);
    },
  );

  app.get(
    '/api/v1/controls/equipment/:id',
    {
      schema: {
        tags: ['controls'],
        summary: "The equipment's controls with their working mode and newest command (the equipment page)",
        params: IdParam,
        response: { 200: SiteControls, ...readErrors },
      },
    },
    async (req) => {
      const eq = await equipmentOf(app.database, req.auth, req.params.id);
      return siteControls(app.database, req.auth, eq.siteId, eq.id);
    },
  );

  const audit = (by: 'equipment' | 'site') =>
    app.get(
      `/api/v1/control-commands/${by}/:id`,
      {
        schema: {
          tags: ['controls'],
          summary: `The working-mode commands of the ${by}, newest first: who, when, what, from and to, and each command's state (the audit)`,
          params: IdParam,
          querystring: AuditQuery,
          response: { 200: DeviceCommands, ...readErrors },
        },
      },
      async (req) => {
        const now = new Date();
        const filter =
          by === 'site'
            ? { siteId: (await siteOf(app.database, req.auth, req.params.id)).id }
            : { equipmentId: (await equipmentOf(app.database, req.auth, req.params.id)).id };
        await expireCommands(app.database, req.auth.orgId, now);
        return (await listCommands(app.database, req.auth.orgId, filter, req.query.limit)).map(
          presentCommand,
        );
      },
    );
  audit('equipment');
  audit('site');
};
