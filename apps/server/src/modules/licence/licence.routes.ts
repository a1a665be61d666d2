import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadLicence } from './licence';

/**
 * The open-source notices as text (I-143). Served under /api so it never collides with the web app's
 * /public/license page; public, because that page is reachable signed out.
 */
export const licenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const licence = loadLicence();
  const lastModified = licence.lastModified.toUTCString();

  app.get(
    '/api/public/license',
    {
      config: { public: true },
      schema: {
        tags: ['platform'],
        summary: 'Open-source notices (text/plain; Last-Modified gives the "Last Updated on" date)',
        security: [],
        response: {
          200: { description: 'The notices', content: { 'text/plain': { schema: z.string() } } },
          304: z.null().describe('Not modified since If-Modified-Since'),
        },
      },
    },
    async (req, reply) => {
      reply.header('last-modified', lastModified).header('cache-control', 'public, max-age=3600');
      const since = Date.parse(req.headers['if-modified-since'] ?? '');
      if (!Number.isNaN(since) && since >= licence.lastModified.getTime())
        return reply.status(304).send(null);
      return reply.type('text/plain; charset=utf-8').send(licence.text);
    },
  );
};
