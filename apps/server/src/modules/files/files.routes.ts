import { ErrorResponse, FileIdParam, FilesQuery, StoredFile } from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { attachmentDisposition, presentFile } from './files.presenter';

const owner = (auth: { orgId: number; userId: number }) => ({ orgId: auth.orgId, userId: auth.userId });

/**
 * Files calls of spec 1 §7 (I-022 … I-024), below FILES_ROOT: the caller's own files only; another
 * user's or organisation's file answers 404 and is left as it was.
 */
export const filesRoutes: FastifyPluginAsyncZod<{ prefix?: string }> = async (app, opts) => {
  const root = opts.prefix ?? '';

  app.get(
    '/api/v2/files',
    {
      schema: {
        tags: ['files'],
        summary: 'The caller’s files of a type (REPORT: My Downloads), newest first',
        querystring: FilesQuery,
        response: { 200: z.array(StoredFile), 400: ErrorResponse },
      },
    },
    async (req) =>
      (await app.services.files.list(owner(req.auth), req.query.fileType)).map((f) => presentFile(f, root)),
  );

  app.get(
    '/api/v2/files/download/:fileId',
    {
      schema: {
        tags: ['files'],
        summary: 'A file’s bytes, streamed, saved under its name',
        description: 'Content-Type of the file; Content-Disposition attachment with its name (UTF-8 too).',
        params: FileIdParam,
        response: {
          200: {
            description: 'The file',
            content: {
              'application/octet-stream': {
                schema: z.custom<Buffer>(() => true).meta({ type: 'string', format: 'binary' }),
              },
            },
          },
          400: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (req, reply) => {
      const opened = await app.services.files.open(owner(req.auth), req.params.fileId);
      if (!opened) throw notFound('File');
      return (
        reply
          .type(opened.file.contentType)
          .header('content-length', String(opened.file.size))
          .header('content-disposition', attachmentDisposition(opened.file.fileName))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          // Streamed: the schema names the body binary (a Buffer to its types); Fastify pipes a stream.
          .send(opened.body as unknown as Buffer)
      );
    },
  );

  app.delete(
    '/api/v2/files/:fileId',
    {
      schema: {
        tags: ['files'],
        summary: 'Deletes one of the caller’s files',
        params: FileIdParam,
        response: { 204: z.null(), 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (req, reply) => {
      if (!(await app.services.files.remove(owner(req.auth), req.params.fileId))) throw notFound('File');
      return reply.status(204).send(null);
    },
  );
};
