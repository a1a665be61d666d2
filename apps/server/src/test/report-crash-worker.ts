/**
 * A report worker process for the report crash test: opens the database given as a URL or a PGlite
 * directory, makes an organisation with a site, a temperature sensor and two days of hourly readings,
 * asks a CSV report as its user and takes the job up. Once the job is GENERATING and the first bytes
 * of its file are written it prints `started {"jobId","orgId","userId"}` and hangs there until the
 * test kills it.
 */
import { type Readable, Transform } from 'node:stream';
import { openDatabase } from '../db/client';
import { buildOrg, buildSensor, buildSite, buildUser } from './factories';
import { reportWorker } from './report-crash';
import { buildRollupRows } from './telemetry-factories';

const [target, filesDir] = process.argv.slice(2) as [string, string];
const database = await openDatabase(target.includes('://') ? { url: target } : { dataDir: target });
const { queue, files, reports } = reportWorker(database, filesDir, console);

const db = database.db;
const org = await buildOrg(db);
const site = await buildSite(db, org.id, { timeZone: 'UTC' });
const probe = await buildSensor(db, org.id, site.id, { title: 'Cooler Air' });
const HOUR = 3_600_000;
const today = Date.parse(new Date().toISOString().slice(0, 10));
await buildRollupRows(
  db,
  'readings_1h',
  probe,
  Array.from({ length: 48 }, (_, i) => ({ bucket: today - 48 * HOUR + i * HOUR, values: [3, 4] })),
);
const user = await buildUser(db, org.id);

// The file's first chunk reaches its partial file, then the writing stalls: killed mid-file.
const save = files.save.bind(files);
files.save = (owner, f) => {
  let chunks = 0;
  const stall = new Transform({
    transform(chunk, _encoding, done) {
      if (chunks++ > 0) return; // never done: the write hangs here
      done(null, chunk);
      setTimeout(() => {
        const started = { jobId: f.metadata?.jobId, orgId: org.id, userId: user.id };
        process.stdout.write(`started ${JSON.stringify(started)}\n`);
      }, 300);
    },
  });
  return save(owner, { ...f, body: (f.body as Readable).pipe(stall) });
};
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
await reports.create(
  { orgId: org.id, userId: user.id, siteScope: 'ALL' },
  {
    reportTemplate: 'rawTemperatureData',
    siteId: site.id,
    reportFromDate: day(today - 48 * HOUR),
    reportToDate: day(today - HOUR),
  },
  'CSV',
);
await queue.startWorkers();
