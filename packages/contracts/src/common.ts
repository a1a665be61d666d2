import { z } from 'zod';

export const Role = z.enum(['ADMIN', 'MANAGER', 'VIEWER']);
export type Role = z.infer<typeof Role>;

/**
 * Every 4xx/5xx answer: a message, optionally a list of errors (the client shows the first) and a
 * stable `code` the client can act on (e.g. READ_ONLY_ACCESS).
 */
export const ErrorResponse = z.object({
  message: z.string(),
  errors: z.array(z.object({ message: z.string() }).passthrough()).optional(),
  /** Why, for the client to act on: FEATURE_NOT_AVAILABLE, PASSWORD_UPDATE_REQUIRED, ... */
  code: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** Path ids are positive integers; anything else is a 400 before it reaches a query. */
export const IdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const intId = z.coerce.number().int().positive().max(2_147_483_647);

/** "1,2,3" or repeated query keys → number[] */
export const idList = z.union([z.string(), z.array(z.string())]).transform((v, ctx) => {
  const parts = (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).filter((s) => s.trim() !== '');
  const out: number[] = [];
  for (const p of parts) {
    const n = Number(p);
    if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) {
      ctx.addIssue({ code: 'custom', message: `'${p.slice(0, 40)}' is not a valid id` });
      return z.NEVER;
    }
    out.push(n);
  }
  return out;
});

export const stringList = z.union([z.string(), z.array(z.string())]).transform((v) =>
  (Array.isArray(v) ? v : [v])
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean),
);

// x-list-of: the OpenAPI document shows these lists as arrays of that type (apps/server/src/openapi-transform.ts).
z.globalRegistry.add(idList, {
  'x-list-of': 'integer',
  description: 'Ids: comma-separated (1,2,3) or the key repeated',
});
z.globalRegistry.add(stringList, {
  'x-list-of': 'string',
  description: 'Comma-separated (a,b) or the key repeated',
});
