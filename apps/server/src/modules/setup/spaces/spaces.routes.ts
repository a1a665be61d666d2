import { IdParam } from '@sw/contracts';
import { SetupSpace, SetupSpacesQuery, SpaceCreate, SpaceUpdate } from '@sw/contracts/setup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { spaces } from '../../../db/schema';
import { HttpError } from '../../../lib/http-errors';
import type { AuthContext } from '../../identity';
import { deleteOrgRow, updateOrgRow } from '../org-rows';
import { bodySite } from '../refs';
import { adminSite, adminSiteRow, isForeignKeyViolation, rethrowTaken, setupErrors } from '../setup-access';
import { auditChange, auditedCreate, auditedUpdate } from '../setup-audit';
import { getSetupSpace, listSetupSpaces, spaceInUse, spaceValues } from './spaces.repository';

const tags = ['setup'];
const EXTERNAL_TAKEN = 'Another space of the organisation has this external id';

/** Spaces of a site in setup: list, create, edit, delete when nothing points at them (ADMIN of the site). */
export const setupSpacesRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The space in the path, if the caller administers its site; else 404 (403 below ADMIN). */
  const pathSpace = (auth: AuthContext, id: number, write: boolean) =>
    adminSiteRow(app.db, auth, 'Space', write, () => getSetupSpace(app.db, auth.orgId, id));

  app.get(
    '/api/v1/setup/spaces',
    {
      schema: {
        tags,
        summary: "A site's spaces with what points at each (ADMIN of the site)",
        querystring: SetupSpacesQuery,
        response: { 200: z.array(SetupSpace), ...setupErrors },
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
        response: { 200: SetupSpace, ...setupErrors },
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
        response: { 201: SetupSpace, ...setupErrors },
      },
    },
    async (req, reply) => {
      const site = await bodySite(app.db, req.auth, req.body.siteId);
      const { orgId } = req.auth;
      try {
        const { after } = await auditedCreate(app.db, req.auth, {
          action: 'SPACE_CREATED',
          targetType: 'SPACE',
          insert: async (tx) => {
            const [row] = await tx
              .insert(spaces)
              .values({ ...spaceValues(req.body), orgId, siteId: site.id } as typeof spaces.$inferInsert)
              .returning({ id: spaces.id });
            return row!.id;
          },
          read: (tx, id) => getSetupSpace(tx, orgId, id),
        });
        reply.code(201);
        return after!;
      } catch (err) {
        rethrowTaken(err, 'externalId', EXTERNAL_TAKEN);
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
        response: { 200: SetupSpace, ...setupErrors },
      },
    },
    async (req) => {
      const space = await pathSpace(req.auth, req.params.id, true);
      const { orgId } = req.auth;
      try {
        const { after } = await auditedUpdate(app.db, req.auth, {
          action: 'SPACE_UPDATED',
          targetType: 'SPACE',
          targetId: space.id,
          read: (tx) => getSetupSpace(tx, orgId, space.id),
          change: (tx) => updateOrgRow(tx, spaces, { id: space.id, orgId }, spaceValues(req.body)),
        });
        return after!;
      } catch (err) {
        rethrowTaken(err, 'externalId', EXTERNAL_TAKEN);
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
        response: { 204: z.null(), ...setupErrors },
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
          await deleteOrgRow(tx, spaces, { id: space.id, orgId });
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
