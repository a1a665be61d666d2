import crypto from 'node:crypto';
import { ErrorResponse } from '@sw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { orgLogoSvg } from './org-logo-svg';
import { storefrontSvg } from './storefront-svg';
import { IMAGE_TYPES, type ImageKind, uploadStore } from './uploads';

/** Image file names: lower-case words and hyphens, .svg. Anything else is not an image here. */
const FILE = /^([a-z0-9][a-z0-9-]{0,63})\.svg$/;

/** One day: a picture only changes when the site's images list (or the logo path) points elsewhere. */
const MAX_AGE_SECONDS = 86_400;

/** The logo drawn for an organisation's logo path (CDN_ROOT/orgs/{name}.svg), or null. */
export function logoSvgOf(logo: string | null | undefined): string | null {
  const m = logo ? /\/orgs\/([a-z0-9][a-z0-9-]{0,63})\.svg$/.exec(logo) : null;
  return m ? orgLogoSvg(m[1]!) : null;
}

interface Drawn {
  folder: string;
  summary: string;
  what: string;
  /** Whether some site or organisation refers to this file name. */
  used: (db: Database, file: string) => Promise<boolean>;
  draw: (name: string) => string;
}

const DRAWN: Drawn[] = [
  {
    folder: 'sites',
    summary: "A site image (SVG) named in some site's images list; no token needed",
    what: 'The picture',
    used: async (db, file) =>
      (
        await db.query(
          `select 1 from sites, jsonb_array_elements_text(images) as img
            where img = $1 or img like '%/sites/' || $2 limit 1`,
          [`/sites/${file}`, file],
        )
      ).length > 0,
    draw: storefrontSvg,
  },
  {
    folder: 'orgs',
    summary: "An organisation's logo (SVG) named by some organisation's logo path; no token needed",
    what: 'The logo',
    used: async (db, file) =>
      (await db.query(`select 1 from organizations where logo like '%/orgs/' || $1 limit 1`, [file])).length >
      0,
    draw: orgLogoSvg,
  },
];

/**
 * Site images and organisation logos under CDN_ROOT. Public: an <img> cannot send a bearer token,
 * and a picture is generated from its name with no organisation data in it. Only names some site or
 * organisation refers to exist, so the CDN is not a generator of arbitrary files.
 */
export const cdnRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const d of DRAWN)
    app.get(
      `/${d.folder}/:file`,
      {
        config: { public: true },
        schema: {
          tags: ['content delivery'],
          summary: d.summary,
          params: z.object({ file: z.string().max(100) }),
          response: {
            200: { description: d.what, content: { 'image/svg+xml': { schema: z.string() } } },
            304: z.null().describe('Not modified (If-None-Match)'),
            404: ErrorResponse,
          },
          security: [],
        },
      },
      async (req, reply) => {
        const m = FILE.exec(req.params.file);
        if (!m || !(await d.used(app.database, req.params.file))) throw notFound('Image');
        const svg = d.draw(m[1]!);
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

  // Uploaded logos and site images (setup): a random name, served only while some organisation or
  // site of that organisation refers to it, with the type its bytes were checked to be.
  const uploads = uploadStore(app.config.dataDir);
  app.get(
    '/uploads/:orgId/:file',
    {
      config: { public: true },
      schema: {
        tags: ['content delivery'],
        summary:
          'An uploaded organisation logo or site image (PNG, JPEG) that the organisation refers to; no token needed',
        params: z.object({
          orgId: z.coerce.number().int().positive().max(2_147_483_647),
          file: z.string().max(100),
        }),
        response: {
          200: {
            description: 'The picture',
            content: { 'image/png': { schema: z.string() }, 'image/jpeg': { schema: z.string() } },
          },
          404: ErrorResponse,
        },
        security: [],
      },
    },
    async (req, reply) => {
      const m = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg)$/.exec(
        req.params.file,
      );
      if (!m) throw notFound('Image');
      const { orgId } = req.params;
      const tail = `/uploads/${orgId}/${req.params.file}`;
      const [used] = await app.database.query(
        `select 1 from organizations where id = $1 and logo like '%' || $2
         union all
         select 1 from sites, jsonb_array_elements_text(images) as img where org_id = $1 and img like '%' || $2
         limit 1`,
        [orgId, tail],
      );
      const stream = used ? await uploads.open(orgId, m[1]!) : null;
      if (!stream) throw notFound('Image');
      return (
        reply
          // The name is new for every upload: the bytes behind it never change.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .type(IMAGE_TYPES[m[2] as ImageKind])
          .send(stream as unknown as string)
      );
    },
  );
};
