import { IdParam } from '@sw/contracts';
import { EquipmentThermostatCreate, SetupThermostat } from '@sw/contracts/setup';
import { HVAC_EQUIPMENT_GROUP_ID } from '@sw/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { thermostats } from '../../../db/schema';
import { HttpError, notFound } from '../../../lib/http-errors';
import type { AuthContext } from '../../identity';
import { deleteOrgRow } from '../org-rows';
import { checkSameSite } from '../refs';
import { adminSiteRow, isForeignKeyViolation, setupErrors, taken } from '../setup-access';
import { auditChange, auditedCreate } from '../setup-audit';
import { getSetupEquipment, lockEquipment } from './equipment.repository';
import {
  deleteThermostatHistory,
  lockGatewayUuids,
  setPointRules,
  thermostatUuidTaken,
} from './thermostat.repository';

const tags = ['setup'];

/**
 * An HVAC item's thermostat (docs/setup.md): the device the controls pages list and command. One
 * per item here, as the seed makes them; its schedule (timetable) is the controls' business.
 */
export const setupThermostatRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The equipment item in the path, on a site the caller administers and may change; else 404. */
  const pathItem = (auth: AuthContext, id: number) =>
    adminSiteRow(app.db, auth, 'Equipment', true, () => getSetupEquipment(app.db, auth.orgId, id));

  app.post(
    '/api/v1/setup/equipment/:id/thermostat',
    {
      schema: {
        tags,
        summary:
          'Adds the thermostat of an HVAC equipment item, reporting through a gateway of its site (ADMIN of the site)',
        params: IdParam,
        body: EquipmentThermostatCreate,
        response: { 201: SetupThermostat, ...setupErrors },
      },
    },
    async (req, reply) => {
      const item = await pathItem(req.auth, req.params.id);
      const { orgId } = req.auth;
      if (item.groupId !== HVAC_EQUIPMENT_GROUP_ID)
        throw new HttpError(409, `Only HVAC equipment takes a thermostat; this item is ${item.groupTitle}`);
      const b = req.body;
      await checkSameSite(app.db, orgId, item.siteId, 'gatewayId', b.gatewayId);
      try {
        const { after } = await auditedCreate(app.db, req.auth, {
          action: 'THERMOSTAT_CREATED',
          targetType: 'THERMOSTAT',
          insert: async (tx) => {
            // The item's row first: one thermostat per item however many ask at once.
            if (!(await lockEquipment(tx, orgId, item.id))) throw notFound('Equipment');
            const current = await getSetupEquipment(tx, orgId, item.id);
            if (current?.thermostat) throw new HttpError(409, 'The equipment item already has a thermostat');
            await lockGatewayUuids(tx, b.gatewayId);
            if (await thermostatUuidTaken(tx, orgId, b.gatewayId, b.uuid))
              throw taken('uuid', 'Another thermostat on this gateway has this uuid');
            const [row] = await tx
              .insert(thermostats)
              .values({
                orgId,
                siteId: item.siteId,
                equipmentId: item.id,
                gatewayId: b.gatewayId,
                title: b.title ?? `${item.title} Thermostat`,
                displayName: b.displayName,
                uuid: b.uuid,
                vendor: b.vendor,
                model: b.model,
                heatPump: b.heatPump,
              })
              .returning({ id: thermostats.id });
            return row!.id;
          },
          // The audit and the answer show the thermostat as its item lists it.
          read: async (tx) => (await getSetupEquipment(tx, orgId, item.id))!.thermostat,
        });
        reply.code(201);
        return after!;
      } catch (err) {
        // The gateway was deleted between the check and the insert.
        if (isForeignKeyViolation(err))
          throw new HttpError(409, 'The gateway or the item was removed meanwhile');
        throw err;
      }
    },
  );

  app.delete(
    '/api/v1/setup/equipment/:id/thermostat',
    {
      schema: {
        tags,
        summary:
          "Removes an equipment item's thermostat with its schedule and status history (ADMIN of the site); 409 while set-point rules watch it",
        params: IdParam,
        response: { 204: z.null(), ...setupErrors },
      },
    },
    async (req, reply) => {
      const item = await pathItem(req.auth, req.params.id);
      const { orgId } = req.auth;
      await app.db.transaction(async (tx) => {
        await lockEquipment(tx, orgId, item.id);
        const before = (await getSetupEquipment(tx, orgId, item.id))?.thermostat;
        if (!before) throw notFound('Thermostat');
        const rules = await setPointRules(tx, orgId, before.id);
        if (rules)
          throw new HttpError(
            409,
            `${rules} set-point alert rule${rules === 1 ? ' watches' : 's watch'} the thermostat; delete ${rules === 1 ? 'it' : 'them'} first`,
          );
        await deleteThermostatHistory(tx, orgId, before.id);
        // Its timetables go with it (foreign key on delete cascade).
        await deleteOrgRow(tx, thermostats, { id: before.id, orgId });
        await auditChange(tx, req.auth, {
          action: 'THERMOSTAT_DELETED',
          targetType: 'THERMOSTAT',
          targetId: before.id,
          before,
          after: null,
        });
      });
      return reply.code(204).send(null);
    },
  );
};
