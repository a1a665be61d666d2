import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../lib/http-errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route checks NUL in its body item by item itself (ingestion: one bad reading must not
     * refuse its whole batch); the URL is still checked here.
     */
    nulPerItem?: boolean;
  }
}

/** Deeper JSON than this is refused before it is parsed: no document of ours comes near it. */
export const MAX_JSON_DEPTH = 64;

const NUL_MESSAGE = 'must not contain the NUL character (U+0000)';

/**
 * A JSON body at least this long (an ingestion batch of a few hundred readings) is parsed in a turn
 * of the event loop of its own, and validated in another: several such bodies arriving together
 * would otherwise be parsed, checked and validated back to back in one uninterrupted stretch.
 */
export const LARGE_JSON_CHARS = 32 * 1024;

/**
 * Jobs run one per turn of the event loop, in order: setImmediate alone would run every callback
 * queued before its phase in one go, so bodies arriving together would still be handled back to back.
 */
const queued: (() => void)[] = [];
let scheduled = false;
export function inTurnOfItsOwn(job: () => void) {
  queued.push(job);
  if (!scheduled) {
    scheduled = true;
    setImmediate(runQueued);
  }
}
function runQueued() {
  const job = queued.shift();
  try {
    job?.();
  } finally {
    // A job may queue the next one itself (a parsed body's validation): still one per turn.
    scheduled = queued.length > 0;
    if (scheduled) setImmediate(runQueued);
  }
}
const nextTurn = () => new Promise<void>((resolve) => inTurnOfItsOwn(resolve));
const largeBodies = new WeakSet<FastifyRequest>();

/**
 * What is wrong with a parsed JSON value: nested deeper than MAX_JSON_DEPTH, or NUL in a string or
 * key (looked for only when asked). Iterative, so no depth can overflow the stack; V8's JSON.parse is
 * iterative too.
 */
export function inspectJson(value: unknown, lookForNul: boolean): { tooDeep: boolean; nul: boolean } {
  const stack: [unknown, number][] = [[value, 0]];
  let nul = false;
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (lookForNul && v.includes('\0')) nul = true;
    } else if (v && typeof v === 'object') {
      if (depth >= MAX_JSON_DEPTH) return { tooDeep: true, nul };
      if (Array.isArray(v)) for (const item of v) stack.push([item, depth + 1]);
      else
        for (const [k, item] of Object.entries(v)) {
          if (lookForNul && k.includes('\0')) nul = true;
          stack.push([item, depth + 1]);
        }
    }
  }
  return { tooDeep: false, nul };
}

/** The first query or path value holding NUL, named for the message. */
function nulIn(where: string, values: unknown): string | null {
  if (!values || typeof values !== 'object') return null;
  for (const [key, v] of Object.entries(values)) {
    if (key.includes('\0')) return `${where}: a parameter name ${NUL_MESSAGE}`;
    for (const s of Array.isArray(v) ? v : [v]) {
      if (typeof s === 'string' && s.includes('\0')) return `${where}: ${key} ${NUL_MESSAGE}`;
    }
  }
  return null;
}

/**
 * Input that no route can handle safely is refused for every route in one place, before any schema
 * runs: JSON nested deeper than MAX_JSON_DEPTH (recursive checks would overflow the stack) and the
 * NUL character anywhere in the URL or a JSON body (PostgreSQL text cannot hold it).
 */
export function registerInputGuard(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = String(body);
    if (text.length < LARGE_JSON_CHARS) return parse(req, text, done);
    largeBodies.add(req);
    inTurnOfItsOwn(() => parse(req, text, done));
  });
  const parse = (req: FastifyRequest, text: string, done: (err: Error | null, body?: unknown) => void) =>
    parseJson(req, text, (err, value) => {
      if (err) return done(err);
      // NUL can only come as a \u0000 escape (JSON.parse refuses raw control characters in strings).
      const { tooDeep, nul } = inspectJson(value, text.includes('\\u0000'));
      if (tooDeep)
        return done(badRequest(`Invalid body: JSON nested too deeply (at most ${MAX_JSON_DEPTH} levels)`));
      if (nul && !req.routeOptions.config?.nulPerItem)
        return done(badRequest(`Invalid body: text ${NUL_MESSAGE}`));
      done(null, value);
    });
  app.addHook('preValidation', async (req: FastifyRequest) => {
    if (largeBodies.has(req)) await nextTurn();
    const problem =
      nulIn('Invalid path', req.params) ??
      nulIn('Invalid querystring', req.query) ??
      (typeof req.body === 'string' && req.body.includes('\0') ? `Invalid body: text ${NUL_MESSAGE}` : null);
    if (problem) throw badRequest(problem);
  });
}
