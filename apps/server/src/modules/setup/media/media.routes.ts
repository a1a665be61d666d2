import crypto from 'node:crypto';
import { ErrorResponse, IdParam } from '@sw/contracts';
import { SetupOrganization, SetupSite } from '@sw/contracts/setup';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { organizations, sites } from '../../../db/schema';
import { HttpError } from '../../../lib/http-errors';
import { imageKind, uploadOf, uploadStore } from '../../cdn';
import { monogramLogo } from '../../organizations';
import { updateOrgRow } from '../org-rows';
import { getSetupOrganization } from '../organization/organization.routes';
import { requireOrgAdmin, setupErrors, writableSite } from '../setup-access';
import { auditChange } from '../setup-audit';
import { getSetupSite } from '../sites/sites.repository';

const MAX_BYTES = 2 * 1024 * 1024;
const MAX_SITE_IMAGES = 10;
const errors = { ...setupErrors, 413: ErrorResponse };
const tags = ['setup'];
const UPLOAD_NOTE = 'The body is the picture itself (Content-Type image/png or image/jpeg, at most 2 MB).';

/** The uploaded bytes, checked to be a PNG or JPEG picture whatever the header said. */
function picture(req: FastifyRequest): { bytes: Buffer; kind: 'png' | 'jpg' } {
  const bytes = req.body;
  if (!Buffer.isBuffer(bytes) || bytes.length === 0)
    throw new HttpError(
      400,
      'Send the picture itself as the body, with Content-Type image/png or image/jpeg',
    );
  const kind = imageKind(bytes);
  if (!kind) throw new HttpError(400, 'The file is not a PNG or JPEG picture');
  return { bytes, kind };
}

/**
 * Pictures in setup: the organisation's logo (the PDF reports' cover and the product show it) and
 * a site's images, stored under DATA_DIR/uploads and served at CDN_ROOT/uploads (cdn module).
 */
export const setupMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = uploadStore(app.config.dataDir);
  const cdn = app.config.CDN_ROOT.replace(/\/+$/, '');
  for (const type of ['image/png', 'image/jpeg'])
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: MAX_BYTES }, (_req, body, done) =>
      done(null, body),
    );
  const save = async (orgId: number, p: { bytes: Buffer; kind: 'png' | 'jpg' }) => {
    const fileId = crypto.randomUUID();
    await store.write(orgId, fileId, p.bytes);
    return `${cdn}/uploads/${orgId}/${fileId}.${p.kind}`;
  };
  /** The file of a picture no longer referred to (after the change committed). */
  const drop = async (orgId: number, url: string | null | undefined) => {
    const up = uploadOf(url);
    if (up && up.orgId === orgId) await store.remove(orgId, up.fileId).catch(() => undefined);
  };

  app.put(
    '/api/v1/setup/organization/logo',
    {
      schema: {
        tags,
        summary:
          "Replaces the organisation's logo with an uploaded picture (ADMIN of the whole organisation)",
        description: UPLOAD_NOTE,
        response: { 200: SetupOrganization, ...errors },
      },
    },
    async (req) => {
      requireOrgAdmin(req.auth);
      const { orgId } = req.auth;
      const url = await save(orgId, picture(req));
      const before = await getSetupOrganization(app.db, orgId);
      await app.db.transaction(async (tx) => {
        await tx.update(organizations).set({ logo: url }).where(eq(organizations.id, orgId));
        await auditChange(tx, req.auth, {
          action: 'ORGANIZATION_LOGO_UPDATED',
          targetType: 'ORGANIZATION',
          targetId: orgId,
          before: { logo: before?.logo ?? null },
          after: { logo: url },
        });
      });
      await drop(orgId, before?.logo);
      return (await getSetupOrganization(app.db, orgId))!;
    },
  );

  app.delete(
    '/api/v1/setup/organization/logo',
    {
      schema: {
        tags,
        summary:
          "Removes the uploaded logo: the organisation's monogram again (ADMIN of the whole organisation)",
        response: { 200: SetupOrganization, ...errors },
      },
    },
    async (req) => {
      requireOrgAdmin(req.auth);
      const { orgId } = req.auth;
      const before = await getSetupOrganization(app.db, orgId);
      const monogram = monogramLogo(before?.title ?? '', orgId);
      await app.db.transaction(async (tx) => {
        await tx.update(organizations).set({ logo: monogram }).where(eq(organizations.id, orgId));
        await auditChange(tx, req.auth, {
          action: 'ORGANIZATION_LOGO_REMOVED',
          targetType: 'ORGANIZATION',
          targetId: orgId,
          before: { logo: before?.logo ?? null },
          after: { logo: monogram },
        });
      });
      await drop(orgId, before?.logo);
      return (await getSetupOrganization(app.db, orgId))!;
    },
  );

  app.post(
    '/api/v1/setup/sites/:id/images',
    {
      schema: {
        tags,
        summary: `Adds an uploaded picture to a site's images, at most ${MAX_SITE_IMAGES} (ADMIN of the site)`,
        description: UPLOAD_NOTE,
        params: IdParam,
        response: { 201: SetupSite, ...errors },
      },
    },
    async (req, reply) => {
      const site = await writableSite(app.db, req.auth, req.params.id);
      const { orgId } = req.auth;
      const p = picture(req);
      const before = (await getSetupSite(app.db, orgId, site.id))!;
      if (before.images.length >= MAX_SITE_IMAGES)
        throw new HttpError(409, `A site has at most ${MAX_SITE_IMAGES} images: remove one first`);
      const url = await save(orgId, p);
      await app.db.transaction(async (tx) => {
        await updateOrgRow(tx, sites, { id: site.id, orgId }, { images: [...before.images, url] });
        await auditChange(tx, req.auth, {
          action: 'SITE_IMAGE_ADDED',
          targetType: 'SITE',
          targetId: site.id,
          before: { images: before.images },
          after: { images: [...before.images, url] },
        });
      });
      reply.code(201);
      return (await getSetupSite(app.db, orgId, site.id))!;
    },
  );

  app.delete(
    '/api/v1/setup/sites/:id/images/:imageId',
    {
      schema: {
        tags,
        summary: "Removes one of a site's images (ADMIN of the site)",
        params: IdParam.extend({ imageId: z.string().uuid() }),
        response: { 200: SetupSite, ...errors },
      },
    },
    async (req) => {
      const site = await writableSite(app.db, req.auth, req.params.id);
      const { orgId } = req.auth;
      const before = (await getSetupSite(app.db, orgId, site.id))!;
      const gone = before.images.find((i) => uploadOf(i)?.fileId === req.params.imageId);
      if (!gone) throw new HttpError(404, 'Image not found');
      const images = before.images.filter((i) => i !== gone);
      await app.db.transaction(async (tx) => {
        await updateOrgRow(tx, sites, { id: site.id, orgId }, { images });
        await auditChange(tx, req.auth, {
          action: 'SITE_IMAGE_REMOVED',
          targetType: 'SITE',
          targetId: site.id,
          before: { images: before.images },
          after: { images },
        });
      });
      await drop(orgId, gone);
      return (await getSetupSite(app.db, orgId, site.id))!;
    },
  );
};
