import { ErrorResponse, IdParam } from '@sw/contracts';
import { SetupSpace, SetupSpacesQuery, SpaceCreate, SpaceUpdate } from '@sw/contracts/setup';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { spaces } from '../../../db/schema';
import { HttpError, notFound } from '../../../lib/http-errors';
import { type AuthContext, requireRole } from '../../identity';
import { bodySite, isForeignKeyViolation } from '../equipment/site-refs';
import { adminSite, isUniqueViolation, taken, writableSite } from '../setup-access';
import { auditChange } from '../setup-audit';
import { getSetupSpace, listSetupSpaces, spaceInUse, spaceValues } from './spaces.repository';

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};
const tags = ['setup'];
const EXTERNAL_TAKEN = 'Another space of the organisation has this external id';

/** Spaces of a site in setup: list, create, edit, delete when nothing points at them (ADMIN of the site). */
export const setupSpacesRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The space in the path, if the caller administers its site; else 404 (403 below ADMIN). */
  async function pathSpace(auth: AuthContext, id: number, write: boolean): Promise<SetupSpace> {
    requireRole(auth, 'ADMIN');
    const space = await getSetupSpace(app.db, auth.orgId, id);
    if (!space) throw notFound('Space');
    await (write ? writableSite : adminSite)(app.db, auth, space.siteId);
    return space;
  }

  app.get(
    '/api/v1/setup/spaces',
    {
      schema: {
        tags,
        summary: "A site's spaces with what points at each (ADMIN of the site)",
        querystring: SetupSpacesQuery,
        response: { 200: z.array(SetupSpace), ...errors },
      },
    },
    async (req) => {
      const site = await adminSite(app.db, req.auth, req.query.siteId);
      return listSetupSpaces(app.db, req.auth.orgId, site.id);
    },
  );

  app.get(
    '/api/v1/setup/spaces/:id',
    {
      schema: {
        tags,
        summary: 'One space as setup edits it (ADMIN of its site)',
        params: IdParam,
        response: { 200: SetupSpace, ...errors },
      },
    },
    async (req) => pathSpace(req.auth, req.params.id, false),
  );

  app.post(
    '/api/v1/setup/spaces',
    {
      schema: {
        tags,
        summary: 'Creates a space on a site (ADMIN of the site)',
        body: SpaceCreate,
        response: { 201: SetupSpace, ...errors },
      },
    },
    async (req, reply) => {
      const site = await bodySite(app.db, req.auth, req.body.siteId);
      const { orgId } = req.auth;
      try {
        const space = await app.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(spaces)
            .values({ ...spaceValues(req.body), orgId, siteId: site.id } as typeof spaces.$inferInsert)
            .returning({ id: spaces.id });
          const after = await getSetupSpace(tx, orgId, row!.id);
          await auditChange(tx, req.auth, {
            action: 'SPACE_CREATED',
            targetType: 'SPACE',
            targetId: row!.id,
            before: null,
            after,
          });
          return after!;
        });
        reply.code(201);
        return space;
      } catch (err) {
        if (isUniqueViolation(err)) throw taken('externalId', EXTERNAL_TAKEN);
        throw err;
      }
    },
  );

  app.patch(
    '/api/v1/setup/spaces/:id',
    {
      schema: {
        tags,
        summary: "Changes a space's fields (ADMIN of its site); only the fields sent change",
        params: IdParam,
        body: SpaceUpdate,
        response: { 200: SetupSpace, ...errors },
      },
    },
    async (req) => {
      const space = await pathSpace(req.auth, req.params.id, true);
      const { orgId } = req.auth;
      try {
        return await app.db.transaction(async (tx) => {
          const before = await getSetupSpace(tx, orgId, space.id);
          const values = spaceValues(req.body);
          if (Object.keys(values).length)
            await tx
              .update(spaces)
              .set(values)
              .where(and(eq(spaces.id, space.id), eq(spaces.orgId, orgId)));
          const after = await getSetupSpace(tx, orgId, space.id);
          await auditChange(tx, req.auth, {
            action: 'SPACE_UPDATED',
            targetType: 'SPACE',
            targetId: space.id,
            before,
            after,
          });
          return after!;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw taken('externalId', EXTERNAL_TAKEN);
        throw err;
      }
    },
  );

  app.delete(
    '/api/v1/setup/spaces/:id',
    {
      schema: {
        tags,
        summary:
          'Deletes a space (ADMIN of its site); 409 while equipment, sensors, control boards or alert rules are in it',
        params: IdParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      const space = await pathSpace(req.auth, req.params.id, true);
      const { orgId } = req.auth;
      try {
        await app.db.transaction(async (tx) => {
          const before = await getSetupSpace(tx, orgId, space.id);
          if (!before) return;
          const inUse = spaceInUse(before.counts);
          if (inUse) throw new HttpError(409, inUse);
          await tx.delete(spaces).where(and(eq(spaces.id, space.id), eq(spaces.orgId, orgId)));
          await auditChange(tx, req.auth, {
            action: 'SPACE_DELETED',
            targetType: 'SPACE',
            targetId: space.id,
            before,
            after: null,
          });
        });
      } catch (err) {
        // Something was put in the space between the count and the delete.
        if (isForeignKeyViolation(err))
          throw new HttpError(409, 'The space is in use; move what is in it first');
        throw err;
      }
      return reply.code(204).send(null);
    },
  );
};
