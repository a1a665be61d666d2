import crypto from 'node:crypto';
import { ErrorResponse } from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { storefrontSvg } from './storefront-svg';

/** Image file names: lower-case words and hyphens, .svg. Anything else is not an image here. */
const FILE = /^([a-z0-9][a-z0-9-]{0,63})\.svg$/;

/** One day: a site's picture only changes when the site's images list points elsewhere. */
const MAX_AGE_SECONDS = 86_400;

/**
 * Site images under CDN_ROOT. Public: an <img> cannot send a bearer token, and a picture is a
 * generated storefront with no organisation data in it. Only names some site refers to exist, so
 * the CDN is not a generator of arbitrary files.
 */
export const cdnRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sites/:file',
    {
      config: { public: true },
      schema: {
        tags: ['content delivery'],
        summary: "A site image (SVG) named in some site's images list; no token needed",
        params: z.object({ file: z.string().max(100) }),
        response: {
          200: { description: 'The picture', content: { 'image/svg+xml': { schema: z.string() } } },
          304: z.null().describe('Not modified (If-None-Match)'),
          404: ErrorResponse,
        },
        security: [],
      },
    },
    async (req, reply) => {
      const m = FILE.exec(req.params.file);
      if (!m) throw notFound('Image');
      const [used] = await app.database.query(
        `select 1 from sites, jsonb_array_elements_text(images) as img
          where img = $1 or img like '%/sites/' || $2 limit 1`,
        [`/sites/${req.params.file}`, req.params.file],
      );
      if (!used) throw notFound('Image');
      const svg = storefrontSvg(m[1]!);
      const etag = `"${crypto.createHash('sha1').update(svg).digest('base64url').slice(0, 20)}"`;
      reply
        .header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`)
        .header('etag', etag)
        // An SVG opened on its own must not run anything.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      if (req.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  );
};
