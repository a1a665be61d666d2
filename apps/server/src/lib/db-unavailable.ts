/**
 * Whether an error means the database is away (down, restarting, unreachable, out of connections)
 * rather than that the request or the code is wrong: such requests answer 503 with Retry-After, and
 * the caller tries again later (a gateway re-sends its batch; ingestion is idempotent).
 */

/** Seconds a caller is asked to wait before trying again while the database is away. */
export const DB_RETRY_AFTER_SECONDS = 5;

/** Socket errors of the connection to the database server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of an unavailable server: class 08 (connection exception), 57P01 admin_shutdown,
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down), 53300 too_many_connections.
 */
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** node-postgres's own messages for a lost or unobtainable connection (they carry no code). */
const PG_MESSAGES =
  /^(Connection terminated( unexpectedly)?|Connection terminated due to connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|Cannot use a pool after calling end on the pool)$/;

export function isDatabaseUnavailable(err: unknown): boolean {
  return databaseUnavailableReason(err) !== null;
}

/** The code or driver message that shows the database is away (safe to log: no query, no values); null if not. */
export function databaseUnavailableReason(err: unknown): string | null {
  // Drizzle wraps driver errors (DrizzleQueryError.cause); a failed dual-stack connect is an AggregateError.
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e) || seen.size > 8) continue;
    seen.add(e);
    const { code, message, cause, errors } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return code;
    if (typeof message === 'string' && PG_MESSAGES.test(message)) return message;
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return null;
}
