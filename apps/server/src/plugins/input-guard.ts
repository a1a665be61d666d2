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

/** What is wrong with a JSON text before parsing: too deep, or a \u0000 escape in a string. */
export function scanJson(text: string): { tooDeep: boolean; nul: boolean } {
  let depth = 0;
  let inString = false;
  let nul = false;
  // One pass, no recursion: brackets count only outside strings; escapes are skipped whole.
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) {
        if (text.charCodeAt(i + 1) === 0x75 /* u */ && text.startsWith('0000', i + 2)) nul = true;
        i++;
      } else if (c === 0x22 /* " */) inString = false;
      else if (c === 0) nul = true;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > MAX_JSON_DEPTH) return { tooDeep: true, nul };
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth--;
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
    const text = body as string;
    const { tooDeep, nul } = scanJson(text);
    if (tooDeep)
      return done(badRequest(`Invalid body: JSON nested too deeply (at most ${MAX_JSON_DEPTH} levels)`));
    if (nul && !req.routeOptions.config?.nulPerItem)
      return done(badRequest(`Invalid body: text ${NUL_MESSAGE}`));
    parseJson(req, text, done);
  });
  app.addHook('preValidation', async (req: FastifyRequest) => {
    const problem =
      nulIn('Invalid path', req.params) ??
      nulIn('Invalid querystring', req.query) ??
      (typeof req.body === 'string' && req.body.includes('\0') ? `Invalid body: text ${NUL_MESSAGE}` : null);
    if (problem) throw badRequest(problem);
  });
}
