import { ErrorResponse, IdParam, Release, ReleaseAttachmentParams, ReleaseVisit } from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { attachmentFile, INLINE_TYPES } from './attachments';
import { presentRelease, presentVisit } from './releases.presenter';
import { findPublished, listPublished, recordVisit, visitOf } from './releases.repository';

/** What's New (I-018 … I-021): releases are global; visits belong to the caller. */
export const releasesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/release/all',
    {
      schema: {
        tags: ['releases'],
        summary: 'Published releases, newest first, with the caller’s visit marks',
        response: { 200: z.array(Release) },
      },
    },
    async (req) => {
      const rows = await listPublished(app.db, req.auth.userId, new Date());
      return rows.map((r) => presentRelease(r.release, r.visitedAt));
    },
  );

  app.get(
    '/api/release/page/:containerId/attachment/:resourceId',
    {
      schema: {
        tags: ['releases'],
        summary: 'A release attachment (text or image bytes)',
        description: 'The bytes with their content type; 404 {message} for an unknown release or attachment.',
        params: ReleaseAttachmentParams,
        response: {
          200: {
            description: 'The attachment',
            content: Object.fromEntries(
              [...INLINE_TYPES, 'application/octet-stream'].map((t) => [
                t,
                {
                  schema: z
                    .custom<Buffer>((b) => Buffer.isBuffer(b))
                    .meta({ type: 'string', format: 'binary' }),
                },
              ]),
            ),
          },
          404: ErrorResponse,
        },
      },
    },
    async (req, reply) => {
      const release = await findPublished(app.db, req.params.containerId, new Date());
      const file = release && attachmentFile(release, req.params.resourceId);
      if (!file) throw notFound('Attachment');
      return reply
        .type(file.contentType)
        .header('content-disposition', file.disposition)
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('cache-control', 'private, max-age=3600')
        .send(file.body);
    },
  );

  app.get(
    '/api/release/visit/:id',
    {
      // The caller's own What's New state, not the organisation's data.
      config: { readOnlySafe: true },
      schema: {
        tags: ['releases'],
        summary: 'Whether the caller has visited a release',
        params: IdParam,
        response: { 200: ReleaseVisit, 404: ErrorResponse },
      },
    },
    async (req) => {
      if (!(await findPublished(app.db, req.params.id, new Date()))) throw notFound('Release');
      return presentVisit(req.params.id, await visitOf(app.db, req.params.id, req.auth.userId));
    },
  );

  app.post(
    '/api/release/visit/:id',
    {
      schema: {
        tags: ['releases'],
        summary: 'Mark a release visited by the caller (idempotent; no body)',
        params: IdParam,
        response: { 200: ReleaseVisit, 404: ErrorResponse },
      },
    },
    async (req) => {
      const now = new Date();
      if (!(await findPublished(app.db, req.params.id, now))) throw notFound('Release');
      return presentVisit(req.params.id, await recordVisit(app.db, req.params.id, req.auth.userId, now));
    },
  );
};
