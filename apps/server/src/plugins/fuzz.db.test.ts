import { LOGOUT_PATH } from '@sw/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app';
import { buildOrg, buildSite, buildUser } from '../test/factories';

// For every operation in the OpenAPI document: generated invalid requests never get a 5xx, and every
// 4xx carries a message. New routes are covered as soon as they are registered.
let t: TestContext;
let headers: Record<string, string>;

interface Operation {
  method: string;
  path: string;
  params: { name: string; in: string }[];
  hasBody: boolean;
  body?: JsonSchema;
}

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  additionalProperties?: unknown;
}

const nasty = fc.oneof(
  fc.constantFrom(
    '',
    '0',
    '-1',
    '1e309',
    'NaN',
    'null',
    'undefined',
    '../../etc/passwd',
    '..%2F..%2F',
    '__proto__',
    'constructor',
    '%00',
    "' or 1=1 --",
    '9'.repeat(40),
    '2026-13-45T99:99:99Z',
    '😀',
  ),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
  fc.integer().map(String),
  fc.constant('x'.repeat(3000)),
);

const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant({ __proto__: { admin: true } }),
  fc.constant(JSON.parse('{"__proto__": {"polluted": 1}, "constructor": {"prototype": {"x": 1}}}')),
  fc.record({
    readings: fc.array(fc.record({ sensor: nasty, ts: nasty, value: fc.jsonValue() }), { maxLength: 5 }),
  }),
);

type Doc = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Operation['params'];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};

function operations(doc: Doc) {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(methods)) {
      ops.push({
        method: method.toUpperCase(),
        path,
        params: op.parameters ?? [],
        hasBody: !!op.requestBody,
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return ops;
}

beforeAll(async () => {
  t = await createTestApp();
  const org = await buildOrg(t.database.db);
  await buildSite(t.database.db, org.id);
  const user = await buildUser(t.database.db, org.id);
  headers = await t.login(user.email);
});
afterAll(() => t.close());

const NUL = 'a\u0000b';

/**
 * One body per place a string can go in a documented request body (each property, each record
 * value, the objects of arrays), that place holding NUL and nothing else set.
 */
function nulBodies(schema: JsonSchema | undefined, depth = 0): unknown[] {
  if (!schema || depth > 4) return [NUL];
  const out: unknown[] = [NUL];
  const branches = schema.anyOf ?? [schema];
  for (const b of branches) {
    for (const [name, prop] of Object.entries(b.properties ?? {}))
      for (const inner of nulBodies(prop, depth + 1)) out.push({ [name]: inner });
    if (b.additionalProperties || b.type === 'object') out.push({ key: NUL }, { [NUL]: 1 });
    if (b.items) for (const inner of nulBodies(b.items, depth + 1)) out.push([inner]);
  }
  return out;
}

/** Raw JSON texts nested thousands of levels deep: alone, and as each top-level property. */
function deepBodies(schema: JsonSchema | undefined): string[] {
  const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
  const deepObject = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
  const names = Object.keys(schema?.properties ?? {});
  return [
    deep,
    deepObject,
    ...names.flatMap((n) => [`{"${n}":${deep}}`, `{"${n}":{"a":${deep}}}`, `{"${n}":${deepObject}}`]),
  ];
}

describe('fuzzed bad input', () => {
  it('never answers 5xx on any documented operation', async () => {
    // Logout last: it ends the session every other operation is called with.
    const ops = operations(t.app.swagger() as never).sort(
      (a, b) => Number(a.path === LOGOUT_PATH) - Number(b.path === LOGOUT_PATH),
    );
    expect(ops.length).toBeGreaterThan(3);
    const failures: string[] = [];
    for (const op of ops) {
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(
            fc.constantFrom(...op.params.filter((p) => p.in === 'path').map((p) => p.name), 'id'),
            nasty,
          ),
          fc.dictionary(
            fc.oneof(
              fc.constantFrom(...op.params.filter((p) => p.in === 'query').map((p) => p.name), 'x'),
              fc.constant('__proto__'),
            ),
            nasty,
          ),
          jsonValue,
          async (pathValues, query, body) => {
            const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
              encodeURIComponent(pathValues[name] ?? 'abc'),
            );
            const qs = new URLSearchParams(Object.entries(query)).toString();
            const res = await t.app.inject({
              method: op.method as never,
              url: qs ? `${url}?${qs}` : url,
              headers: { ...headers, 'x-api-key': 'gw_000000000000_notARealKeyNotARealKey' },
              ...(op.hasBody || op.method !== 'GET' ? { payload: body as never } : {}),
            });
            if (res.statusCode >= 500)
              failures.push(`${op.method} ${url}?${qs} → ${res.statusCode} ${res.body.slice(0, 200)}`);
            if (res.statusCode >= 400) expect(res.json().message, `${op.method} ${url}`).toBeTruthy();
          },
        ),
        { numRuns: 100 },
      );
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers 4xx with a message to NUL in any path, query or body value, and to deeply nested JSON', async () => {
    const ops = operations(t.app.swagger() as never);
    const failures: string[] = [];
    const check = async (op: Operation, url: string, payload?: unknown, raw?: string) => {
      const res = await t.app.inject({
        method: op.method as never,
        url,
        headers: {
          ...headers,
          'x-api-key': 'gw_000000000000_notARealKeyNotARealKey',
          ...(raw !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(raw !== undefined
          ? { payload: raw }
          : payload !== undefined
            ? { payload: payload as never }
            : {}),
      });
      const what = `${op.method} ${url} ${raw !== undefined ? `(nested ${raw.slice(0, 12)}…)` : JSON.stringify(payload ?? null).slice(0, 80)}`;
      if (res.statusCode < 400 || res.statusCode >= 500)
        failures.push(`${what} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      else if (!res.json().message) failures.push(`${what} → ${res.statusCode} without a message`);
    };
    for (const op of ops) {
      const pathParams = op.params.filter((p) => p.in === 'path').map((p) => p.name);
      const url = (nul?: string) =>
        op.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === nul ? encodeURIComponent(NUL) : '1'));
      for (const name of pathParams) await check(op, url(name));
      for (const q of op.params.filter((p) => p.in === 'query'))
        await check(op, `${url()}?${new URLSearchParams({ [q.name]: NUL })}`);
      await check(op, `${url()}?unknown=${encodeURIComponent(NUL)}`);
      if (op.method === 'GET') continue;
      for (const body of nulBodies(op.body)) await check(op, url(), body);
      for (const raw of deepBodies(op.body)) await check(op, url(), undefined, raw);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
