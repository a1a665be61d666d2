import { IdParam } from '@sw/contracts';
import {
  EnergyMeterCreate,
  EnergyMeterUpdate,
  SetupEnergyMeter,
  SetupEnergyMetersQuery,
} from '@sw/contracts/setup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { energyMeters } from '../../../db/schema';
import { HttpError, notFound } from '../../../lib/http-errors';
import type { AuthContext } from '../../identity';
import { deleteOrgRow, updateOrgRow } from '../org-rows';
import { bodySite, checkSameSite } from '../refs';
import { adminSite, adminSiteRow, isForeignKeyViolation, setupErrors } from '../setup-access';
import { auditChange, auditedCreate, auditedUpdateIn } from '../setup-audit';
import {
  checkMeterSensor,
  checkMeterUuid,
  getSetupMeter,
  listSetupMeters,
  lockMeters,
  meterValues,
  otherMainMeters,
} from './meters.repository';

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
  const pathMeter = (auth: AuthContext, id: number, write: boolean) =>
    adminSiteRow(app.db, auth, 'Energy meter', write, () => getSetupMeter(app.db, auth.orgId, id));

  /** Makes the site's other main meters sub-meters, each change audited. */
  async function demoteOthers(tx: Db, auth: AuthContext, siteId: number, exceptId: number | null) {
    for (const id of await otherMainMeters(tx, auth.orgId, siteId, exceptId))
      await auditedUpdateIn(tx, auth, {
        action: 'ENERGY_METER_UPDATED',
        targetType: 'ENERGY_METER',
        targetId: id,
        read: (tx) => getSetupMeter(tx, auth.orgId, id),
        change: (tx) => updateOrgRow(tx, energyMeters, { id, orgId: auth.orgId }, { isSiteMain: false }),
      });
  }

  app.get(
    '/api/v1/setup/energy-meters',
    {
      schema: {
        tags,
        summary: "A site's energy meters (EnergyPro), the main one first (ADMIN of the site)",
        querystring: SetupEnergyMetersQuery,
        response: { 200: z.array(SetupEnergyMeter), ...setupErrors },
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
        response: { 200: SetupEnergyMeter, ...setupErrors },
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
        response: { 201: SetupEnergyMeter, ...setupErrors },
      },
    },
    async (req, reply) => {
      const site = await bodySite(app.db, req.auth, req.body.siteId);
      const { orgId } = req.auth;
      const b = req.body;
      await checkSameSite(app.db, orgId, site.id, 'gatewayId', b.gatewayId);
      try {
        const { after } = await auditedCreate(app.db, req.auth, {
          action: 'ENERGY_METER_CREATED',
          targetType: 'ENERGY_METER',
          insert: async (tx) => {
            await lockMeters(tx, orgId);
            await checkMeterSensor(tx, orgId, site.id, b.sensorId, null);
            await checkMeterUuid(tx, orgId, b.uuid, null);
            if (b.isSiteMain) await demoteOthers(tx, req.auth, site.id, null);
            const [row] = await tx
              .insert(energyMeters)
              .values({ ...meterValues(b), orgId, siteId: site.id } as typeof energyMeters.$inferInsert)
              .returning({ id: energyMeters.id });
            return row!.id;
          },
          read: (tx, id) => getSetupMeter(tx, orgId, id),
        });
        reply.code(201);
        return after!;
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
        response: { 200: SetupEnergyMeter, ...setupErrors },
      },
    },
    async (req) => {
      const meter = await pathMeter(req.auth, req.params.id, true);
      const { orgId } = req.auth;
      const b = req.body;
      await checkSameSite(app.db, orgId, meter.siteId, 'gatewayId', b.gatewayId);
      try {
        return await app.db.transaction(async (tx) => {
          await lockMeters(tx, orgId);
          if (b.sensorId !== undefined) await checkMeterSensor(tx, orgId, meter.siteId, b.sensorId, meter.id);
          if (b.uuid !== undefined) await checkMeterUuid(tx, orgId, b.uuid, meter.id);
          if (b.isSiteMain) await demoteOthers(tx, req.auth, meter.siteId, meter.id);
          const { after } = await auditedUpdateIn(tx, req.auth, {
            action: 'ENERGY_METER_UPDATED',
            targetType: 'ENERGY_METER',
            targetId: meter.id,
            read: (tx) => getSetupMeter(tx, orgId, meter.id),
            change: async (tx, before) => {
              if (!before) throw notFound('Energy meter');
              await updateOrgRow(tx, energyMeters, { id: meter.id, orgId }, meterValues(b));
            },
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
        response: { 204: z.null(), ...setupErrors },
      },
    },
    async (req, reply) => {
      const meter = await pathMeter(req.auth, req.params.id, true);
      const { orgId } = req.auth;
      await app.db.transaction(async (tx) => {
        const before = await getSetupMeter(tx, orgId, meter.id);
        if (!before) return;
        await deleteOrgRow(tx, energyMeters, { id: meter.id, orgId });
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
