// PGlite in a worker thread: the main thread's event loop never runs a query (see pglite-thread.ts for
// the client and the message protocol). Plain JavaScript so that Node loads it as it is under tsx,
// Vitest and plain node alike.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @type {{ dataDir?: string, startParams?: string[], loadDataDir?: string }} */
const { dataDir, startParams, loadDataDir } = workerData;

// bigint and numeric as numbers, as on the main thread and with node-postgres (counts and sums stay
// far below 2^53).
const toNumber = (v) => Number(v);
const identity = (v) => v;

/** Open transactions by id: the callback of PGlite's transaction() waits until the main thread ends it. */
const transactions = new Map();
/** Stop functions of LISTENs by id. */
const listeners = new Map();
let nextTx = 1;

const pg = await PGlite.create({
  ...(dataDir ? { dataDir } : {}),
  // A dump of an initialised (and migrated) cluster skips initdb: 0.8 s to start instead of 4.4 s.
  ...(loadDataDir ? { loadDataDir: new Blob([readFileSync(loadDataDir)]) } : {}),
  ...(startParams ? { startParams } : {}),
  parsers: { 20: toNumber, 1700: toNumber },
});

/** An error as plain data: structured cloning drops an Error's own fields (code, detail, constraint...). */
function errorData(err) {
  if (!(err instanceof Error)) return { name: 'Error', ctor: 'Error', message: String(err), fields: {} };
  const fields = {};
  for (const [k, v] of Object.entries(err)) {
    if (k === 'queryOptions' || typeof v === 'function') continue;
    try {
      fields[k] = structuredClone(v);
    } catch {
      /* not cloneable: left out */
    }
  }
  // PGlite's class name is minified: a server error (SQLSTATE and severity) is named for what it is.
  const ctor = typeof err.code === 'string' && typeof err.severity === 'string' ? 'DatabaseError' : 'Error';
  return { name: err.name, ctor, message: err.message, stack: err.stack, fields };
}

/** Query options from the message: parsers arrive as the list of types read as plain text. */
function queryOptions(msg) {
  const o = {};
  if (msg.rowMode) o.rowMode = msg.rowMode;
  if (msg.paramTypes) o.paramTypes = msg.paramTypes;
  if (msg.identity) o.parsers = Object.fromEntries(msg.identity.map((oid) => [oid, identity]));
  return o;
}

function target(msg) {
  if (msg.tx === undefined) return pg;
  const t = transactions.get(msg.tx);
  if (!t) throw new Error(`transaction ${msg.tx} is not open`);
  return t.tx;
}

function begin(id) {
  const txId = nextTx++;
  let begun = false;
  pg.transaction(
    (tx) =>
      new Promise((resolve, reject) => {
        begun = true;
        transactions.set(txId, { tx, resolve, reject, endId: undefined });
        parentPort.postMessage({ id, ok: true, result: txId });
      }),
  ).then(
    () => {
      const t = transactions.get(txId);
      transactions.delete(txId);
      if (t?.endId !== undefined) parentPort.postMessage({ id: t.endId, ok: true });
    },
    (err) => {
      const t = transactions.get(txId);
      transactions.delete(txId);
      const replyTo = begun ? t?.endId : id;
      if (replyTo !== undefined) parentPort.postMessage({ id: replyTo, ok: false, error: errorData(err) });
    },
  );
}

/** Commits or rolls back; the reply comes when PGlite's transaction() settles (see begin). */
async function end(msg) {
  const t = transactions.get(msg.tx);
  if (!t) {
    parentPort.postMessage({
      id: msg.id,
      ok: false,
      error: errorData(new Error(`transaction ${msg.tx} is not open`)),
    });
    return;
  }
  t.endId = msg.id;
  // A rollback first ends the transaction in PGlite, so that no COMMIT follows.
  if (!msg.commit && !t.tx.closed) await t.tx.rollback().catch(() => {});
  t.resolve();
}

async function close() {
  // An open transaction holds PGlite's transaction lock, which close() waits for: roll them back.
  for (const t of transactions.values()) {
    if (!t.tx.closed) await t.tx.rollback().catch(() => {});
    t.resolve();
  }
  for (const stop of listeners.values()) await stop().catch(() => {});
  listeners.clear();
  await pg.close();
}

/** A script's own BEGIN ... COMMIT around its statements (pg-boss sends its locked blocks so). */
const WRAPPED = /^\s*BEGIN\s*;([\s\S]*);\s*COMMIT\s*;?\s*$/i;

/**
 * A multi-statement script, atomic on the one connection: a BEGIN ... COMMIT script runs inside
 * PGlite's transaction(), so a failure rolls back under its lock (sent as it is, it would leave the
 * connection in an aborted transaction for whichever query came next); any other script runs as
 * one implicit transaction of the simple protocol.
 */
async function script(msg) {
  const m = WRAPPED.exec(msg.sql);
  if (!m) return pg.exec(msg.sql);
  return pg.transaction((tx) => tx.exec(m[1]));
}

const ops = {
  query: (msg) => target(msg).query(msg.sql, msg.params, queryOptions(msg)),
  exec: (msg) => target(msg).exec(msg.sql),
  script,
  async listen(msg) {
    const stop = await pg.listen(msg.channel, (payload) =>
      parentPort.postMessage({ notify: msg.id, payload }),
    );
    listeners.set(msg.id, stop);
    return msg.id;
  },
  async unlisten(msg) {
    const stop = listeners.get(msg.listenId);
    listeners.delete(msg.listenId);
    if (stop && !pg.closed) await stop();
  },
  close,
  // Test hook: an uncaught error ends this thread as a crash of the database would.
  crash: () => {
    setImmediate(() => {
      throw new Error('PGlite worker crash requested by a test');
    });
  },
};

parentPort.on('message', (msg) => {
  if (msg.op === 'begin') return begin(msg.id);
  if (msg.op === 'end') return end(msg);
  const op = ops[msg.op];
  Promise.resolve()
    .then(() => {
      if (!op) throw new Error(`unknown operation ${msg.op}`);
      return op(msg);
    })
    .then(
      (result) => parentPort.postMessage({ id: msg.id, ok: true, result }),
      (err) => parentPort.postMessage({ id: msg.id, ok: false, error: errorData(err) }),
    );
});

parentPort.postMessage({ ready: true });
