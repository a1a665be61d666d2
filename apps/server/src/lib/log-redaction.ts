import type { FastifyRequest } from 'fastify';

/** Query parameters that carry secrets: invitation and reset tokens, access tokens. */
const SECRET_PARAMS = /^(token|access_?token|accesstoken|authtoken|api_?key)$/i;

/**
 * The URL with secret query values replaced by '[redacted]'. The spec puts tokens in query strings
 * (invite-user-token-valid?token=, the /new-password?token= link), and request logs record URLs.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawKey = eq < 0 ? pair : pair.slice(0, eq);
      let key = rawKey;
      try {
        key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
      } catch {
        // a malformed escape is logged as sent (it is not a key we know)
      }
      return SECRET_PARAMS.test(key) && eq >= 0 ? `${rawKey}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${parts.join('&')}`;
}

/**
 * Fastify's request serializer with the URL redacted, and errors without query values; pass as the
 * logger's `serializers`.
 */
export const logSerializers = {
  err: (err: unknown) => serializeError(err),
  req(req: FastifyRequest) {
    return {
      method: req.method,
      url: redactUrl(req.url),
      host: req.host,
      remoteAddress: req.ip,
      remotePort: req.socket?.remotePort,
    };
  },
};

/** Fields of driver and system errors that name things, never values; all else (detail, where, params) is left out. */
const SAFE_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
  'errno',
  'syscall',
  'address',
  'port',
  'statusCode',
] as const;
const MAX_QUERY_CHARS = 2000;

/** A database error: SQLSTATE code plus severity (pg, PGlite). Its message may quote the values it refused. */
function isDatabaseError(e: Record<string, unknown>): boolean {
  return typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === 'string';
}

/**
 * An error for the log without the values of the failed query: Drizzle's message and `params` carry
 * the query's parameters (emails, comments), and PostgreSQL quotes values back in `detail` and in its
 * message ('invalid input syntax for type integer: "..."'). The query text (placeholders only) stays.
 */
export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

export function serializeError(err: unknown, depth = 0): SerializedError {
  // A thrown non-error (a string, say) may be anything: only its kind is logged.
  if (!err || typeof err !== 'object') return { type: typeof err, message: '', stack: '' };
  const e = err as Record<string, unknown> & { stack?: unknown; message?: unknown };
  const type = (e.constructor as { name?: string } | undefined)?.name || 'Error';
  let message = typeof e.message === 'string' ? e.message : '';
  const out: SerializedError = { type, message: '', stack: '' };
  if (typeof e.query === 'string' && 'params' in e) {
    // DrizzleQueryError: "Failed query: <text>\nparams: <values>"
    message = `Failed query: ${e.query.slice(0, MAX_QUERY_CHARS)}`;
  } else if (isDatabaseError(e)) {
    message = message.replace(/"[^"]*"/g, '"[redacted]"').replace(/'[^']*'/g, "'[redacted]'");
  }
  out.message = message;
  for (const k of SAFE_FIELDS) {
    const v = e[k];
    if (typeof v === 'string' || typeof v === 'number') out[k] = v;
  }
  // The stack's first line repeats the message: rebuilt from the redacted one.
  const frames = typeof e.stack === 'string' ? e.stack.split('\n').filter((l) => /^\s+at /.test(l)) : [];
  out.stack = [`${type}: ${message}`, ...frames].join('\n');
  if (depth < 4 && e.cause) out.cause = serializeError(e.cause, depth + 1);
  if (depth < 4 && Array.isArray(e.errors))
    out.errors = e.errors.slice(0, 5).map((x) => serializeError(x, depth + 1));
  return out;
}
