import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { createTestDatabase } from '../../../test/database';
import { buildOrg } from '../../../test/factories';
import { type AsyncReportJob, AsyncReports } from './reports.service';

// The process that computes a report answers it from memory as soon as it is computed, while it is
// still being stored; any other process answers it from the database once stored. Both answers are
// the same, a failed store is never answered as ready, and a key stays its organisation's.

const log = pino({ level: 'silent' });
let database: Database;
let orgId: number;
let otherOrgId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  orgId = (await buildOrg(database.db)).id;
  otherOrgId = (await buildOrg(database.db)).id;
});
afterAll(() => database?.close());

let n = 0;
/** A report job whose data is `data` (its parameters differ per call, so nothing is reused). */
const job = (data: unknown): AsyncReportJob<{ n: number }> => ({
  name: 'org_noh_report',
  params: { n: ++n },
  period: { from: new Date('2025-01-01T00:00:00Z'), to: new Date('2025-02-01T00:00:00Z') },
  compute: async () => data,
});

/** The database, with the statement that stores a ready result held until `release` (or failing). */
function holdingStore(mode: 'hold' | 'fail') {
  let release!: () => void;
  const released = new Promise<void>((r) => {
    release = r;
  });
  let reached!: () => void;
  const storing = new Promise<void>((r) => {
    reached = r;
  });
  const wrapped: Database = {
    ...database,
    async query(text: string, params?: unknown[]) {
      if (text.includes("status = 'READY'") && text.trimStart().startsWith('update')) {
        reached();
        if (mode === 'fail') throw new Error('disk full');
        await released;
      }
      return database.query(text, params);
    },
  } as Database;
  return { wrapped, release, storing };
}

describe('AsyncReports: a computed result, from memory and from the database', () => {
  it('answers from memory while the result is stored; another process answers it once stored, the same', async () => {
    const { wrapped, release, storing } = holdingStore('hold');
    const computing = new AsyncReports(wrapped, log);
    const other = new AsyncReports(database, log);
    const start = await computing.start(job({ sites: [1, 2, 3] }), { orgId, scope: 'ALL' });
    expect(start.status).toBe('RUNNING');
    const key = { orgId, reportName: 'org_noh_report' as const, reportKey: start.report_key };
    await storing;
    const early = await computing.read(key);
    expect(early).toMatchObject({ status: 'READY', progress: 1, dataJson: '{"sites":[1,2,3]}' });
    expect((await other.read(key))?.status).toBe('RUNNING');
    release();
    await computing.settled();
    const stored = await other.read(key);
    expect(stored).toMatchObject({ status: 'READY', progress: 1, dataJson: '{"sites":[1,2,3]}' });
    expect(new Date(stored!.finishedAt!).getTime()).toBe(early!.finishedAt!.getTime());
    expect(stored!.params).toEqual(early!.params);
  });

  it('another organisation’s key is not found, in memory as in the database', async () => {
    const computing = new AsyncReports(database, log);
    const start = await computing.start(job({ x: 1 }), { orgId, scope: 'ALL' });
    await computing.settled();
    const foreign = { orgId: otherOrgId, reportName: 'org_noh_report' as const, reportKey: start.report_key };
    expect(await computing.read(foreign)).toBeNull();
    expect(await new AsyncReports(database, log).read(foreign)).toBeNull();
    const otherReport = { orgId, reportName: 'org_co2_report' as const, reportKey: start.report_key };
    expect(await computing.read(otherReport)).toBeNull();
  });

  it('a result that could not be stored is answered as failed, not from memory', async () => {
    const { wrapped } = holdingStore('fail');
    const computing = new AsyncReports(wrapped, log);
    const start = await computing.start(job({ y: 2 }), { orgId, scope: 'ALL' });
    await computing.settled();
    const key = { orgId, reportName: 'org_noh_report' as const, reportKey: start.report_key };
    const row = await computing.read(key);
    expect(row).toMatchObject({ status: 'FAILED', dataJson: null });
    expect(row?.error).toMatch(/could not be computed/);
  });
});
