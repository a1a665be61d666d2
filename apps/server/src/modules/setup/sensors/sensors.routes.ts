import { IdParam } from '@sw/contracts';
import { SetupSensor, SetupSensorCreate, SetupSensorsQuery, SetupSensorUpdate } from '@sw/contracts/setup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sensors } from '../../../db/schema';
import { HttpError } from '../../../lib/http-errors';
import { inUseMeanwhile } from '../gateways/device-refs';
import { deleteOrgRow, updateOrgRow } from '../org-rows';
import { bodySite, checkSameSite } from '../refs';
import { adminSite, setupErrors, taken, violatedConstraint, writableSite } from '../setup-access';
import { auditChange, auditedCreate, auditedDelete, auditedUpdate } from '../setup-audit';
import { placeSensor, unitFor } from './sensor-placement';
import {
  adminSensor,
  getSetupSensor,
  hasReadings,
  listSetupSensors,
  sensorUsers,
} from './sensors.repository';

const tags = ['setup'];

function uniqueConflict(err: unknown): never {
  const constraint = violatedConstraint(err);
  if (constraint === 'sensors_gateway_uuid_uq')
    throw taken('uuid', 'Another sensor of this gateway has this uuid');
  if (constraint === 'sensors_external_uq')
    throw taken('externalId', 'Another sensor of the organisation has this external id');
  throw err;
}

/**
 * Sensors in setup (docs/setup.md): list per site with their last value and connection, create on a
 * gateway of the site, edit (another gateway of the same site included), take out of service and
 * back, delete while they have no readings.
 */
export const setupSensorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/setup/sensors',
    {
      schema: {
        tags,
        summary:
          "A site's sensors (by gateway, equipment, type, status) with last value, last contact and connection (ADMIN of the site)",
        querystring: SetupSensorsQuery,
        response: { 200: z.array(SetupSensor), ...setupErrors },
      },
    },
    async (req) => {
      await adminSite(app.db, req.auth, req.query.siteId);
      return listSetupSensors(app.db, req.auth.orgId, req.query);
    },
  );

  app.get(
    '/api/v1/setup/sensors/:id',
    {
      schema: {
        tags,
        summary: 'One sensor as setup edits it (ADMIN of its site)',
        params: IdParam,
        response: { 200: SetupSensor, ...setupErrors },
      },
    },
    async (req) => adminSensor(app.db, req.auth, req.params.id),
  );

  app.post(
    '/api/v1/setup/sensors',
    {
      schema: {
        tags,
        summary:
          'Creates a sensor on a gateway of a site; its readings are then taken from that gateway under its uuid (ADMIN of the site)',
        body: SetupSensorCreate,
        response: { 201: SetupSensor, ...setupErrors },
      },
    },
    async (req, reply) => {
      const { siteId, equipmentId, spaceId, unit, ...b } = req.body;
      const site = await bodySite(app.db, req.auth, siteId);
      const { orgId } = req.auth;
      await checkSameSite(app.db, orgId, site.id, 'gatewayId', b.gatewayId);
      await checkSameSite(app.db, orgId, site.id, 'controlBoardId', b.controlBoardId);
      const place = await placeSensor(app.db, orgId, site.id, { equipmentId, spaceId }, null);
      const values = { ...b, ...place, unit: unitFor(b.sensorType, unit), orgId, siteId: site.id };
      try {
        const { id } = await auditedCreate(app.db, req.auth, {
          action: 'SENSOR_CREATED',
          targetType: 'SENSOR',
          insert: async (tx) => {
            const [row] = await tx.insert(sensors).values(values).returning({ id: sensors.id });
            return row!.id;
          },
          read: (tx, id) => getSetupSensor(tx, orgId, id),
        });
        reply.code(201);
        return (await getSetupSensor(app.db, orgId, id))!;
      } catch (err) {
        uniqueConflict(err);
      }
    },
  );

  app.patch(
    '/api/v1/setup/sensors/:id',
    {
      schema: {
        tags,
        summary:
          "Changes a sensor's fields, its gateway within the site included; its type only while it has no readings (ADMIN of its site)",
        params: IdParam,
        body: SetupSensorUpdate,
        response: { 200: SetupSensor, ...setupErrors },
      },
    },
    async (req) => {
      const s = await adminSensor(app.db, req.auth, req.params.id);
      await writableSite(app.db, req.auth, s.siteId);
      const { orgId } = req.auth;
      const { equipmentId, spaceId, unit, ...b } = req.body;
      await checkSameSite(app.db, orgId, s.siteId, 'gatewayId', b.gatewayId);
      await checkSameSite(app.db, orgId, s.siteId, 'controlBoardId', b.controlBoardId);
      const type = b.sensorType ?? s.sensorType;
      // Stored readings are in the unit of the type they were taken as: another type is another sensor.
      if (type !== s.sensorType && (await hasReadings(app.db, s.id)))
        throw taken(
          'sensorType',
          'The sensor has readings, so its type no longer changes: create a new sensor',
        );
      const values: Partial<typeof sensors.$inferInsert> = { ...b };
      if (unit !== undefined || type !== s.sensorType) values.unit = unitFor(type, unit, s.unit);
      if (equipmentId !== undefined || spaceId !== undefined)
        Object.assign(
          values,
          await placeSensor(
            app.db,
            orgId,
            s.siteId,
            { equipmentId: equipmentId !== undefined ? equipmentId : s.equipmentId, spaceId },
            s.spaceId,
          ),
        );
      try {
        await auditedUpdate(app.db, req.auth, {
          action: 'SENSOR_UPDATED',
          targetType: 'SENSOR',
          targetId: s.id,
          read: (tx) => getSetupSensor(tx, orgId, s.id),
          change: (tx) => updateOrgRow(tx, sensors, { id: s.id, orgId }, values),
        });
      } catch (err) {
        uniqueConflict(err);
      }
      return (await getSetupSensor(app.db, orgId, s.id))!;
    },
  );

  for (const [action, status] of [
    ['deactivate', 'INACTIVE'],
    ['activate', 'ACTIVE'],
  ] as const) {
    app.post(
      `/api/v1/setup/sensors/:id/${action}`,
      {
        schema: {
          tags,
          summary:
            status === 'INACTIVE'
              ? 'Takes a sensor out of service: it counts as offline everywhere (device-offline sentinels included); its history stays (ADMIN of its site)'
              : 'Puts an inactive sensor back in service (ADMIN of its site)',
          params: IdParam,
          response: { 200: SetupSensor, ...setupErrors },
        },
      },
      async (req) => {
        const s = await adminSensor(app.db, req.auth, req.params.id);
        await writableSite(app.db, req.auth, s.siteId);
        const { orgId } = req.auth;
        if (s.status !== status)
          await app.db.transaction(async (tx) => {
            await updateOrgRow(tx, sensors, { id: s.id, orgId }, { status });
            await auditChange(tx, req.auth, {
              action: status === 'INACTIVE' ? 'SENSOR_DEACTIVATED' : 'SENSOR_ACTIVATED',
              targetType: 'SENSOR',
              targetId: s.id,
              before: s,
              after: await getSetupSensor(tx, orgId, s.id),
            });
          });
        return (await getSetupSensor(app.db, orgId, s.id))!;
      },
    );
  }

  app.delete(
    '/api/v1/setup/sensors/:id',
    {
      schema: {
        tags,
        summary:
          'Deletes a sensor that has no readings and no energy meter or sentinel using it; otherwise deactivate it (ADMIN of its site)',
        params: IdParam,
        response: { 204: z.null(), ...setupErrors },
      },
    },
    async (req, reply) => {
      const s = await adminSensor(app.db, req.auth, req.params.id);
      await writableSite(app.db, req.auth, s.siteId);
      const { orgId } = req.auth;
      if (await hasReadings(app.db, s.id))
        throw new HttpError(409, 'The sensor has readings: deactivate it instead (its history stays)');
      const used = await sensorUsers(app.db, orgId, s.id);
      if (used) throw new HttpError(409, `The sensor cannot be deleted: ${used}`);
      try {
        await auditedDelete(app.db, req.auth, {
          action: 'SENSOR_DELETED',
          targetType: 'SENSOR',
          targetId: s.id,
          // Audited as the checks above read it.
          read: async () => s,
          remove: (tx) => deleteOrgRow(tx, sensors, { id: s.id, orgId }),
        });
      } catch (err) {
        inUseMeanwhile(err, 'The sensor cannot be deleted: an energy meter was just attached to it');
      }
      return reply.code(204).send(null);
    },
  );
};
