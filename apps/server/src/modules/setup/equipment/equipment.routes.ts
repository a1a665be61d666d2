import { IdParam } from '@sw/contracts';
import {
  EquipmentCreate,
  EquipmentUpdate,
  equipmentTempRangeProblems,
  SetupEquipment,
  SetupEquipmentQuery,
} from '@sw/contracts/setup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { equipment } from '../../../db/schema';
import { HttpError } from '../../../lib/http-errors';
import type { AuthContext } from '../../identity';
import { deleteOrgRow, updateOrgRow } from '../org-rows';
import { bodySite, checkSameSite } from '../refs';
import {
  adminSite,
  adminSiteRow,
  invalidFields,
  isForeignKeyViolation,
  isUniqueViolation,
  setupErrors,
  taken,
} from '../setup-access';
import { auditChange, auditedCreate, auditedUpdate } from '../setup-audit';
import {
  attachedSensorIds,
  equipmentInUse,
  equipmentValues,
  getSetupEquipment,
  groupOfType,
  listSetupEquipment,
  lockEquipment,
} from './equipment.repository';
import { setupThermostatRoutes } from './thermostat.routes';

const tags = ['setup'];
const EXTERNAL_TAKEN = 'Another equipment item of the organisation has this external id';

/** A write refused by the database for a reason the caller can act on, as that answer. */
function refused(err: unknown): never {
  if (isUniqueViolation(err)) throw taken('externalId', EXTERNAL_TAKEN);
  // The space was deleted between the check and the write.
  if (isForeignKeyViolation(err)) throw invalidFields([{ field: 'spaceId', message: 'Unknown space' }]);
  throw err;
}

/**
 * Equipment of a site in setup (docs/setup.md): list, create, edit, delete when no rule, open
 * incident or thermostat holds it; its thermostat is added and removed by the same plugin.
 */
export const setupEquipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The item in the path, if the caller administers its site; else 404 (403 below ADMIN). */
  const pathEquipment = (auth: AuthContext, id: number, write: boolean) =>
    adminSiteRow(app.db, auth, 'Equipment', write, () => getSetupEquipment(app.db, auth.orgId, id));

  app.get(
    '/api/v1/setup/equipment',
    {
      schema: {
        tags,
        summary: "A site's equipment with type, group, space, sensor count and controls (ADMIN of the site)",
        querystring: SetupEquipmentQuery,
        response: { 200: z.array(SetupEquipment), ...setupErrors },
      },
    },
    async (req) => {
      const site = await adminSite(app.db, req.auth, req.query.siteId);
      return listSetupEquipment(app.db, req.auth.orgId, site.id);
    },
  );

  app.get(
    '/api/v1/setup/equipment/:id',
    {
      schema: {
        tags,
        summary: 'One equipment item as setup edits it (ADMIN of its site)',
        params: IdParam,
        response: { 200: SetupEquipment, ...setupErrors },
      },
    },
    async (req) => pathEquipment(req.auth, req.params.id, false),
  );

  app.post(
    '/api/v1/setup/equipment',
    {
      schema: {
        tags,
        summary:
          'Creates an equipment item on a site (ADMIN of the site); its group is its type’s; it lists at once',
        body: EquipmentCreate,
        response: { 201: SetupEquipment, ...setupErrors },
      },
    },
    async (req, reply) => {
      const site = await bodySite(app.db, req.auth, req.body.siteId);
      const { orgId } = req.auth;
      const groupId = await groupOfType(app.db, req.body.typeId);
      await checkSameSite(app.db, orgId, site.id, 'spaceId', req.body.spaceId);
      try {
        const { after } = await auditedCreate(app.db, req.auth, {
          action: 'EQUIPMENT_CREATED',
          targetType: 'EQUIPMENT',
          insert: async (tx) => {
            const [row] = await tx
              .insert(equipment)
              .values({
                ...equipmentValues(req.body),
                orgId,
                siteId: site.id,
                groupId,
              } as typeof equipment.$inferInsert)
              .returning({ id: equipment.id });
            return row!.id;
          },
          read: (tx, id) => getSetupEquipment(tx, orgId, id),
        });
        reply.code(201);
        return after!;
      } catch (err) {
        refused(err);
      }
    },
  );

  app.patch(
    '/api/v1/setup/equipment/:id',
    {
      schema: {
        tags,
        summary:
          "Changes an equipment item's fields (ADMIN of its site); only the fields sent change, a new type brings its group",
        params: IdParam,
        body: EquipmentUpdate,
        response: { 200: SetupEquipment, ...setupErrors },
      },
    },
    async (req) => {
      const item = await pathEquipment(req.auth, req.params.id, true);
      const { orgId } = req.auth;
      const values = equipmentValues(req.body);
      if (req.body.typeId !== undefined) values.groupId = await groupOfType(app.db, req.body.typeId);
      await checkSameSite(app.db, orgId, item.siteId, 'spaceId', req.body.spaceId);
      const range = equipmentTempRangeProblems(
        req.body.minTemp === undefined ? item.minTemp : req.body.minTemp,
        req.body.maxTemp === undefined ? item.maxTemp : req.body.maxTemp,
      );
      if (range.length) throw invalidFields(range);
      try {
        const { after } = await auditedUpdate(app.db, req.auth, {
          action: 'EQUIPMENT_UPDATED',
          targetType: 'EQUIPMENT',
          targetId: item.id,
          read: (tx) => getSetupEquipment(tx, orgId, item.id),
          change: (tx) => updateOrgRow(tx, equipment, { id: item.id, orgId }, values),
        });
        return after!;
      } catch (err) {
        refused(err);
      }
    },
  );

  app.delete(
    '/api/v1/setup/equipment/:id',
    {
      schema: {
        tags,
        summary:
          'Deletes an equipment item (ADMIN of its site); its sensors stay with their readings, detached. 409 while alert rules watch it, incidents are open on it or it has a thermostat',
        params: IdParam,
        response: { 204: z.null(), ...setupErrors },
      },
    },
    async (req, reply) => {
      const item = await pathEquipment(req.auth, req.params.id, true);
      const { orgId } = req.auth;
      await app.db.transaction(async (tx) => {
        // Locked first: a thermostat added meanwhile waits for this change (its foreign key) and fails.
        if (!(await lockEquipment(tx, orgId, item.id))) return;
        const inUse = await equipmentInUse(tx, orgId, item.id);
        if (inUse) throw new HttpError(409, inUse);
        const before = await getSetupEquipment(tx, orgId, item.id);
        if (!before) return;
        const sensorIds = await attachedSensorIds(tx, orgId, item.id);
        await deleteOrgRow(tx, equipment, { id: item.id, orgId });
        await auditChange(tx, req.auth, {
          action: 'EQUIPMENT_DELETED',
          targetType: 'EQUIPMENT',
          targetId: item.id,
          before: { ...before, detachedSensorIds: sensorIds },
          after: null,
        });
      });
      return reply.code(204).send(null);
    },
  );

  await app.register(setupThermostatRoutes);
};
