import { ErrorResponse, IdParam } from '@sw/contracts';
import {
  EnergyMeterCreate,
  EnergyMeterUpdate,
  SetupEnergyMeter,
  SetupEnergyMetersQuery,
} from '@sw/contracts/setup';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { energyMeters } from '../../../db/schema';
import { HttpError, notFound } from '../../../lib/http-errors';
import { type AuthContext, requireRole } from '../../identity';
import { bodySite, checkOnSite, isForeignKeyViolation } from '../equipment/site-refs';
import { adminSite, writableSite } from '../setup-access';
import { auditChange } from '../setup-audit';
import {
  checkMeterSensor,
  checkMeterUuid,
  getSetupMeter,
  listSetupMeters,
  lockMeters,
  meterValues,
  otherMainMeters,
} from './meters.repository';

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};
const tags = ['setup'];

/** The sensor or gateway went away between the check and the write. */
function refused(err: unknown): never {
  if (isForeignKeyViolation(err)) throw new HttpError(409, 'The sensor or the gateway was removed meanwhile');
  throw err;
}

/**
 * Energy meters of a site in setup (docs/setup.md): list, create, edit, delete. One main meter per
 * site: making a meter main makes the site's other main meter a sub-meter in the same transaction,
 * each change audited. Which meter is main changes the site's energy (and the analytics config stamp).
 */
export const setupMetersRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The meter in the path, if the caller administers its site; else 404 (403 below ADMIN). */
  async function pathMeter(auth: AuthContext, id: number, write: boolean): Promise<SetupEnergyMeter> {
    requireRole(auth, 'ADMIN');
    const meter = await getSetupMeter(app.db, auth.orgId, id);
    if (!meter) throw notFound('Energy meter');
    await (write ? writableSite : adminSite)(app.db, auth, meter.siteId);
    return meter;
  }

  /** Makes the site's other main meters sub-meters, each change audited. */
  async function demoteOthers(tx: Db, auth: AuthContext, siteId: number, exceptId: number | null) {
    for (const id of await otherMainMeters(tx, auth.orgId, siteId, exceptId)) {
      const before = await getSetupMeter(tx, auth.orgId, id);
      await tx
        .update(energyMeters)
        .set({ isSiteMain: false })
        .where(and(eq(energyMeters.id, id), eq(energyMeters.orgId, auth.orgId)));
      const after = await getSetupMeter(tx, auth.orgId, id);
      await auditChange(tx, auth, {
        action: 'ENERGY_METER_UPDATED',
        targetType: 'ENERGY_METER',
        targetId: id,
        before,
        after,
      });
    }
  }

  app.get(
    '/api/v1/setup/energy-meters',
    {
      schema: {
        tags,
        summary: "A site's energy meters (EnergyPro), the main one first (ADMIN of the site)",
        querystring: SetupEnergyMetersQuery,
        response: { 200: z.array(SetupEnergyMeter), ...errors },
      },
    },
    async (req) => {
      const site = await adminSite(app.db, req.auth, req.query.siteId);
      return listSetupMeters(app.db, req.auth.orgId, site.id);
    },
  );

  app.get(
    '/api/v1/setup/energy-meters/:id',
    {
      schema: {
        tags,
        summary: 'One energy meter as setup edits it (ADMIN of its site)',
        params: IdParam,
        response: { 200: SetupEnergyMeter, ...errors },
      },
    },
    async (req) => pathMeter(req.auth, req.params.id, false),
  );

  app.post(
    '/api/v1/setup/energy-meters',
    {
      schema: {
        tags,
        summary:
          'Registers an energy meter on an ENERGY sensor of a site (ADMIN of the site); a new main meter makes the old one a sub-meter',
        body: EnergyMeterCreate,
        response: { 201: SetupEnergyMeter, ...errors },
      },
    },
    async (req, reply) => {
      const site = await bodySite(app.db, req.auth, req.body.siteId);
      const { orgId } = req.auth;
      const b = req.body;
      await checkOnSite(app.db, orgId, site.id, 'gatewayId', b.gatewayId);
      try {
        const meter = await app.db.transaction(async (tx) => {
          await lockMeters(tx, orgId);
          await checkMeterSensor(tx, orgId, site.id, b.sensorId, null);
          await checkMeterUuid(tx, orgId, b.uuid, null);
          if (b.isSiteMain) await demoteOthers(tx, req.auth, site.id, null);
          const [row] = await tx
            .insert(energyMeters)
            .values({ ...meterValues(b), orgId, siteId: site.id } as typeof energyMeters.$inferInsert)
            .returning({ id: energyMeters.id });
          const after = await getSetupMeter(tx, orgId, row!.id);
          await auditChange(tx, req.auth, {
            action: 'ENERGY_METER_CREATED',
            targetType: 'ENERGY_METER',
            targetId: row!.id,
            before: null,
            after,
          });
          return after!;
        });
        reply.code(201);
        return meter;
      } catch (err) {
        refused(err);
      }
    },
  );

  app.patch(
    '/api/v1/setup/energy-meters/:id',
    {
      schema: {
        tags,
        summary:
          "Changes an energy meter's fields (ADMIN of its site); only the fields sent change; isSiteMain true makes the site's other main meter a sub-meter",
        params: IdParam,
        body: EnergyMeterUpdate,
        response: { 200: SetupEnergyMeter, ...errors },
      },
    },
    async (req) => {
      const meter = await pathMeter(req.auth, req.params.id, true);
      const { orgId } = req.auth;
      const b = req.body;
      if (b.gatewayId !== undefined) await checkOnSite(app.db, orgId, meter.siteId, 'gatewayId', b.gatewayId);
      try {
        return await app.db.transaction(async (tx) => {
          await lockMeters(tx, orgId);
          if (b.sensorId !== undefined) await checkMeterSensor(tx, orgId, meter.siteId, b.sensorId, meter.id);
          if (b.uuid !== undefined) await checkMeterUuid(tx, orgId, b.uuid, meter.id);
          if (b.isSiteMain) await demoteOthers(tx, req.auth, meter.siteId, meter.id);
          const before = await getSetupMeter(tx, orgId, meter.id);
          if (!before) throw notFound('Energy meter');
          const values = meterValues(b);
          if (Object.keys(values).length)
            await tx
              .update(energyMeters)
              .set(values)
              .where(and(eq(energyMeters.id, meter.id), eq(energyMeters.orgId, orgId)));
          const after = await getSetupMeter(tx, orgId, meter.id);
          await auditChange(tx, req.auth, {
            action: 'ENERGY_METER_UPDATED',
            targetType: 'ENERGY_METER',
            targetId: meter.id,
            before,
            after,
          });
          return after!;
        });
      } catch (err) {
        refused(err);
      }
    },
  );

  app.delete(
    '/api/v1/setup/energy-meters/:id',
    {
      schema: {
        tags,
        summary:
          'Deletes an energy meter (ADMIN of its site); its sensor and readings stay; without a main meter the site’s energy is its sub-meters’ sum',
        params: IdParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      const meter = await pathMeter(req.auth, req.params.id, true);
      const { orgId } = req.auth;
      await app.db.transaction(async (tx) => {
        const before = await getSetupMeter(tx, orgId, meter.id);
        if (!before) return;
        await tx
          .delete(energyMeters)
          .where(and(eq(energyMeters.id, meter.id), eq(energyMeters.orgId, orgId)));
        await auditChange(tx, req.auth, {
          action: 'ENERGY_METER_DELETED',
          targetType: 'ENERGY_METER',
          targetId: meter.id,
          before,
          after: null,
        });
      });
      return reply.code(204).send(null);
    },
  );
};
