import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-errors';

export interface OrgLimiterOptions {
  /** Requests of one organisation running at once in this group. */
  maxInFlight: number;
  /** Requests of one organisation that may wait for a slot; more are refused at once. */
  maxQueued: number;
  /** How long a queued request waits for a slot before it is refused. */
  maxWaitMs: number;
}

export const DEFAULT_ORG_LIMITS: OrgLimiterOptions = { maxInFlight: 2, maxQueued: 8, maxWaitMs: 10_000 };

/** A refused request: the caller answers 429 with Retry-After (seconds). */
export class OrgBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many heavy requests of your organisation are running; try again shortly');
  }
}

interface Waiter {
  grant: () => void;
  timer: NodeJS.Timeout;
}

interface OrgState {
  running: number;
  queue: Waiter[];
}

/**
 * Per-organisation concurrency limit for one group of expensive routes: at most `maxInFlight` of an
 * organisation's requests run at once, a few more wait briefly (first come first served), the rest
 * are refused. Organisations never wait for each other, so one tenant's burst of reports cannot
 * starve another tenant.
 */
export class OrgLimiter {
  private readonly orgs = new Map<number, OrgState>();

  constructor(private readonly options: OrgLimiterOptions = DEFAULT_ORG_LIMITS) {}

  /** Runs `work` once the organisation has a free slot; throws OrgBusyError when it gets none. */
  async run<T>(orgId: number, work: () => Promise<T>): Promise<T> {
    await this.acquire(orgId);
    try {
      return await work();
    } finally {
      this.release(orgId);
    }
  }

  /** Requests of the organisation running now and waiting now (for tests and diagnostics). */
  load(orgId: number): { running: number; queued: number } {
    const s = this.orgs.get(orgId);
    return { running: s?.running ?? 0, queued: s?.queue.length ?? 0 };
  }

  private acquire(orgId: number): Promise<void> {
    let s = this.orgs.get(orgId);
    if (!s) {
      s = { running: 0, queue: [] };
      this.orgs.set(orgId, s);
    }
    if (s.running < this.options.maxInFlight) {
      s.running++;
      return Promise.resolve();
    }
    const retry = Math.max(1, Math.ceil(this.options.maxWaitMs / 1000));
    if (s.queue.length >= this.options.maxQueued) return Promise.reject(new OrgBusyError(retry));
    const state = s;
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          state.queue.splice(state.queue.indexOf(waiter), 1);
          reject(new OrgBusyError(retry));
        }, this.options.maxWaitMs),
      };
      state.queue.push(waiter);
    });
  }

  private release(orgId: number): void {
    const s = this.orgs.get(orgId);
    if (!s) return;
    const next = s.queue.shift();
    // The slot passes straight to the next waiter, so `running` stays as it is.
    if (next) {
      next.grant();
      return;
    }
    s.running--;
    if (s.running === 0) this.orgs.delete(orgId);
  }
}

/**
 * Runs a route's work under the limiter of its route group, keyed by the caller's organisation; a
 * refused request answers 429 with Retry-After and a message (through the shared error handler).
 */
export async function underOrgLimit<T>(
  limiter: OrgLimiter,
  req: FastifyRequest,
  reply: FastifyReply,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await limiter.run(req.auth.orgId, work);
  } catch (err) {
    if (!(err instanceof OrgBusyError)) throw err;
    reply.header('retry-after', String(err.retryAfterSeconds));
    throw new HttpError(429, err.message);
  }
}
