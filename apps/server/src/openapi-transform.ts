import { ErrorResponse } from '@sw/contracts';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Transform = typeof jsonSchemaTransform;
type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema> };

const errorJson = z.toJSONSchema(ErrorResponse, { target: 'openapi-3.0' }) as JsonSchema;
delete errorJson.$schema;

/** What the list markers of @sw/contracts (idList, stringList) stand for in the query. */
const LIST_ITEMS: Record<string, JsonSchema> = {
  integer: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
  string: { type: 'string' },
};

/**
 * The OpenAPI document says what the server really does, for every route without each route
 * repeating it (routes registered later get it too):
 * - 401 on every operation that needs a token or a gateway key (plugins/auth.ts answers it before
 *   anything else), and `security: []` on public ones;
 * - 400 on every operation (the input guard refuses NUL in any query value, even on routes without
 *   parameters), 404 on every operation with a path id (another organisation's object), 429 on
 *   rate-limited ones;
 * - 204 and 304 have no body, so no content;
 * - id and string lists (comma-separated or repeated keys) are arrays of typed items.
 */
export const openApiTransform: Transform = (document) => {
  const out = jsonSchemaTransform(document);
  const schema = out.schema as Record<string, unknown> | undefined;
  const route = (document as { route?: { config?: { public?: boolean; rateLimit?: unknown } } }).route;
  if (!schema || schema.hide) return out;

  if (route?.config?.public) schema.security ??= [];
  schema.response ??= {};
  const response = schema.response as Record<string, JsonSchema>;
  for (const code of ['204', '304']) {
    const r = response[code];
    if (r) response[code] = { type: 'null', description: (r.description as string) ?? 'No Content' };
  }
  response['400'] ??= errorJson;
  if (!route?.config?.public) response['401'] ??= errorJson;
  if (schema.params) response['404'] ??= errorJson;
  if (route?.config?.rateLimit) response['429'] ??= errorJson;

  const query = schema.querystring as JsonSchema | undefined;
  for (const [name, prop] of Object.entries(query?.properties ?? {})) {
    const items = LIST_ITEMS[String(prop['x-list-of'])];
    if (!items) continue;
    query!.properties![name] = {
      type: 'array',
      items,
      description:
        (prop.description as string | undefined) ?? 'Comma-separated (a=1,2) or the key repeated (a=1&a=2)',
    };
  }
  return out;
};
