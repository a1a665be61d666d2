import { Worker } from 'node:worker_threads';

/**
 * The client of PGlite running in a worker thread (pglite-worker.mjs): the part of PGlite's API that
 * Drizzle's pglite driver and its migrator call (query with rowMode and parsers, exec, transaction
 * with nested savepoints sent as statements) plus listen and close. Every call is a message; the
 * worker's PGlite orders them with its own locks, so a query outside a transaction waits while one is
 * open, as it does in-thread.
 */
/** What the client and an open transaction both answer. */
export interface WorkerQueries {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

export interface PgliteWorkerClient extends WorkerQueries {
  /** A multi-statement script, atomic (pglite-worker.mjs `script`). */
  script(sql: string): Promise<Results[]>;
  transaction<T>(callback: (tx: WorkerTransaction) => Promise<T>): Promise<T>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  readonly closed: boolean;
  /** Called once when the worker ends without close() (a crash): the database is gone. */
  onCrash: ((err: Error) => void) | undefined;
  /** The thread itself, for tests. */
  readonly worker: Worker;
}

export interface WorkerTransaction extends WorkerQueries {
  rollback(): Promise<void>;
  readonly closed: boolean;
}

export interface QueryOptions {
  rowMode?: 'array' | 'object';
  paramTypes?: number[];
  /** Functions cannot cross threads: only parsers that return the text as it is (Drizzle's) are accepted. */
  parsers?: Record<number, (value: string, typeId?: number) => unknown>;
}

export interface Results<T = Record<string, unknown>> {
  rows: T[];
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
}

/** The class of PGlite's (and node-postgres's) server errors, whose fields are code, detail, ... */
export class DatabaseError extends Error {}

interface ErrorData {
  name: string;
  ctor: string;
  message: string;
  stack?: string;
  fields: Record<string, unknown>;
}

type Reply = { id: number; ok: true; result?: unknown } | { id: number; ok: false; error: ErrorData };
type Notification = { notify: number; payload: string };

const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);
/** A probe no parser of a type would return unless it returns its input. */
const PROBE = '\u0000sitewatch-probe';
const identityTypes = new WeakMap<object, number[]>();

/** The types whose parser returns the text unchanged; any other parser is refused (it cannot cross). */
function identityOf(parsers: NonNullable<QueryOptions['parsers']>): number[] {
  const known = identityTypes.get(parsers);
  if (known) return known;
  const oids = Object.entries(parsers).map(([oid, parse]) => {
    if (parse(PROBE, Number(oid)) !== PROBE) {
      throw new Error(`the parser of type ${oid} cannot be sent to the PGlite worker (only text as it is)`);
    }
    return Number(oid);
  });
  identityTypes.set(parsers, oids);
  return oids;
}

function toError(data: ErrorData, callSite: Error): Error {
  const err = data.ctor === 'DatabaseError' ? new DatabaseError(data.message) : new Error(data.message);
  err.name = data.name;
  Object.assign(err, data.fields);
  err.stack = `${data.stack ?? `${data.name}: ${data.message}`}\n    at (PGlite worker), called from:${callSite.stack?.replace(/^.*\n/, '\n')}`;
  return err;
}

/** An error for calls the worker will never answer: SQLSTATE 57P02 (crash_shutdown) so routes answer 503. */
function stoppedError(message: string): Error {
  return Object.assign(new Error(message), { code: '57P02', severity: 'FATAL' });
}

/**
 * Starts PGlite in a worker thread (`dataDir` unset = in memory) and resolves once it is ready. The
 * worker is only referenced while calls are pending: an idle database keeps no process alive, as
 * in-thread PGlite does not.
 */
export async function startPgliteWorker(opts: {
  dataDir?: string;
  startParams?: string[];
  /** A file made by PGlite's dumpDataDir('none') to start from (tests' migrated template). */
  loadDataDir?: string;
}): Promise<PgliteWorkerClient> {
  const worker = new Worker(WORKER_URL, { workerData: opts });
  const pending = new Map<
    number,
    { resolve: (v: unknown) => void; reject: (e: Error) => void; site: Error }
  >();
  const notify = new Map<number, (payload: string) => void>();
  let nextId = 1;
  let stopped: Error | null = null;
  let closing = false;

  await new Promise<void>((resolve, reject) => {
    const onError = (err: Error) => reject(err);
    const onExit = (code: number) =>
      reject(stoppedError(`PGlite worker exited (code ${code}) while starting`));
    worker.once('error', onError);
    worker.once('exit', onExit);
    worker.once('message', (m: { ready?: boolean }) => {
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (m.ready) resolve();
      else reject(new Error('PGlite worker: unexpected first message'));
    });
  });
  worker.unref();

  let lastError: Error | undefined;
  worker.on('error', (err: Error) => {
    lastError = err;
  });
  worker.on('exit', (code) => {
    stopped = closing
      ? stoppedError('database closed')
      : stoppedError(`PGlite worker stopped (exit code ${code})${lastError ? `: ${lastError.message}` : ''}`);
    for (const p of pending.values()) p.reject(stopped);
    pending.clear();
    if (!closing) client.onCrash?.(stopped);
  });
  worker.on('message', (m: Reply | Notification) => {
    if ('notify' in m) {
      notify.get(m.notify)?.(m.payload);
      return;
    }
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    if (pending.size === 0) worker.unref();
    if (m.ok) p.resolve(m.result);
    else p.reject(toError(m.error, p.site));
  });

  function call<T>(op: string, fields: Record<string, unknown> = {}): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    if (closing && op !== 'close') return Promise.reject(stoppedError('database closed'));
    const id = nextId++;
    // The caller's stack, joined to the worker's on failure: the worker's alone says nothing about who asked.
    const site = new Error('call site');
    return new Promise<T>((resolve, reject) => {
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject, site });
      worker.postMessage({ id, op, ...fields });
    });
  }

  function query<T>(tx: number | undefined, sql: string, params?: unknown[], options?: QueryOptions) {
    const msg: Record<string, unknown> = { sql, params: params ?? [], tx };
    if (options?.rowMode) msg.rowMode = options.rowMode;
    if (options?.paramTypes) msg.paramTypes = options.paramTypes;
    if (options?.parsers) msg.identity = identityOf(options.parsers);
    return call<Results<T>>('query', msg);
  }

  const client: PgliteWorkerClient = {
    worker,
    onCrash: undefined,
    get closed() {
      return closing || stopped !== null;
    },
    query: (sql, params, options) => query(undefined, sql, params, options),
    exec: (sql) => call('exec', { sql }),
    script: (sql) => call('script', { sql }),
    async transaction(callback) {
      const txId = await call<number>('begin');
      let ended = false;
      const tx: WorkerTransaction = {
        get closed() {
          return ended;
        },
        query: (sql, params, options) => {
          if (ended) return Promise.reject(new Error('Transaction is closed'));
          return query(txId, sql, params, options);
        },
        exec: (sql) => {
          if (ended) return Promise.reject(new Error('Transaction is closed'));
          return call('exec', { sql, tx: txId });
        },
        async rollback() {
          if (ended) throw new Error('Transaction is closed');
          ended = true;
          await call('end', { tx: txId, commit: false });
        },
      };
      let result: Awaited<ReturnType<typeof callback>>;
      try {
        result = await callback(tx);
      } catch (err) {
        if (!ended) {
          ended = true;
          await call('end', { tx: txId, commit: false }).catch(() => {});
        }
        throw err;
      }
      if (!ended) {
        ended = true;
        await call('end', { tx: txId, commit: true });
      }
      return result;
    },
    async listen(channel, onPayload) {
      const listenId = await call<number>('listen', { channel });
      notify.set(listenId, onPayload);
      return async () => {
        notify.delete(listenId);
        if (!client.closed) await call('unlisten', { listenId });
      };
    },
    async close() {
      if (stopped || closing) return;
      closing = true;
      try {
        await call('close');
      } finally {
        await worker.terminate();
      }
    },
  };
  return client;
}
