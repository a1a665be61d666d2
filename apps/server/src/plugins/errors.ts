import { firstSegment } from '@sw/contracts';
import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DB_RETRY_AFTER_SECONDS, databaseUnavailableReason } from '../lib/db-unavailable';
import { HttpError } from '../lib/http-errors';
import type { SpaResponder } from './web-delivery';

/**
 * Paths the web app never owns: the API, sockets, weather (mounted at WEATHER_ROOT's paths) and the
 * first segment of every service root. The config refuses roots that start like a page, so a full
 * load of a page always gets the app (analytics' /report/... lives under ANALYTICS_ROOT).
 */
export function apiPathPattern(rootPaths: readonly string[] = []): RegExp {
  const prefixes = new Set(['api', 'ws', 'weather', ...rootPaths.map(firstSegment).filter(Boolean)]);
  const alternatives = [...prefixes].map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^/(${alternatives.join('|')})(/|$)`);
}

export const DB_UNAVAILABLE_MESSAGE = 'The database is temporarily unavailable; please try again shortly';

/** During an outage every request fails the same way: one warning per reason every 10 s is enough. */
const WARN_EVERY_MS = 10_000;
let lastWarned = { reason: '', at: 0, suppressed: 0 };
function logUnavailable(log: FastifyBaseLogger, reason: string) {
  const now = Date.now();
  if (reason === lastWarned.reason && now - lastWarned.at < WARN_EVERY_MS) {
    lastWarned.suppressed++;
    return;
  }
  log.warn({ reason, suppressed: lastWarned.suppressed }, 'database unavailable: answered 503');
  lastWarned = { reason, at: now, suppressed: 0 };
}

/**
 * One error handler for the whole API: 4xx answers carry a message (and the validation errors),
 * 5xx answers never carry internals.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  spa?: SpaResponder,
  apiPath: RegExp = apiPathPattern(),
) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) {
      return reply
        .status(err.statusCode)
        .send({ message: err.message, errors: err.errors, ...(err.code ? { code: err.code } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => {
        // The field a form shows the message under: the body's path, dotted (openingHours.mon.close).
        const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return { ...(field ? { field } : {}), message: `${field ? `${field}: ` : ''}${v.message}` };
      });
      return reply.status(400).send({
        message: `Invalid ${err.validationContext ?? 'request'}: ${errors[0]?.message ?? ''}`,
        errors,
      });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause.issues }, 'response did not match its contract');
      return reply.status(500).send({ message: 'Internal Server Error' });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type) are safe to show.
      return reply.status(status).send({ message: err.message || 'Bad Request' });
    }
    if (status === 503) {
      reply.header('retry-after', String(DB_RETRY_AFTER_SECONDS));
      return reply.status(503).send({ message: 'Service temporarily unavailable' });
    }
    const away = databaseUnavailableReason(err);
    if (away !== null) {
      // The database is down or restarting: the caller retries later (not a bug, so not an error line).
      logUnavailable(req.log, away);
      reply.header('retry-after', String(DB_RETRY_AFTER_SECONDS));
      return reply.status(503).send({ message: DB_UNAVAILABLE_MESSAGE });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal Server Error' });
  });
  // Client-side routes of the web app get its index.html; API paths and files answer 404 JSON.
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (spa && req.method === 'GET' && !apiPath.test(url) && !/\.[a-z0-9]+$/i.test(url))
      return spa(req, reply);
    return reply.status(404).send({ message: `Route ${req.method} ${url} not found` });
  });
}
