import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, equipment, gateways, sensors, siteGroups, sites, spaces } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test/app';
import { buildAccess, buildOrg, buildSite, buildUser } from '../../../test/factories';
import { ensureSetupCatalogue } from '../../../test/setup-factories-equipment';
import {
  csvOf,
  dryRun,
  importEquipment,
  importSensor,
  importSite,
  runImport,
  xlsxOf,
} from '../../../test/setup-factories-import';

let t: TestContext;
let orgId: number;
let otherOrgId: number;
let admin: { authorization: string };
let otherAdmin: { authorization: string };
let manager: { authorization: string };
let siteAdmin: { authorization: string };

const count = async (
  table: typeof sites | typeof equipment | typeof sensors | typeof gateways,
  org = orgId,
) => t.database.db.$count(table, eq(table.orgId, org));
const auditCount = async () => t.database.db.$count(auditLog, eq(auditLog.orgId, orgId));

/** Two stores with a cooler and two probes each; the first in two site groups. */
const FILE = [
  importSite('S1', { title: 'Bandra West', site_groups: 'West; Flagship', mon: '08:00-20:00' }),
  importSite('S2', { title: 'Andheri' }),
  importEquipment('E1', 'S1', { space: 'Cold room' }),
  importEquipment('E2', 'S2'),
  importSensor('P1', 'S1', { equipment_external_id: 'E1', target: 'CABINET' }),
  importSensor('P2', 'S1', { equipment_external_id: 'E1', uuid: 'probe-P2', sensor_type: 'DOOR' }),
  importSensor('P3', 'S2', { equipment_external_id: 'E2' }),
  importSensor('P4', 'S2', { sensor_type: 'HUMIDITY', unit: '%RH' }),
].map((r) =>
  // Opening hours: all seven days or none.
  r.kind === 'site' && r.mon
    ? {
        ...r,
        tue: '08:00-20:00',
        wed: '08:00-20:00',
        thu: '08:00-20:00',
        fri: '08:00-21:00',
        sat: 'closed',
        sun: 'closed',
      }
    : r,
);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await ensureSetupCatalogue(db);
  const org = await buildOrg(db);
  orgId = org.id;
  const other = await buildOrg(db);
  otherOrgId = other.id;
  admin = await t.login((await buildUser(db, org.id, { role: 'ADMIN' })).email);
  manager = await t.login((await buildUser(db, org.id, { role: 'MANAGER' })).email);
  otherAdmin = await t.login((await buildUser(db, other.id, { role: 'ADMIN' })).email);
  const scoped = await buildUser(db, org.id, { role: null });
  const site = await buildSite(db, org.id, { title: 'Scoped store' });
  await buildAccess(db, org.id, {
    userId: scoped.id,
    resourceType: 'SITE',
    resourceId: site.id,
    role: 'ADMIN',
  });
  siteAdmin = await t.login(scoped.email);
  // Another organisation already has a site under the same external id: never touched.
  await buildSite(db, other.id, { externalId: 'S1', title: 'Not yours' });
  await t.app.services.queue.startWorkers();
});
afterAll(() => t.close());

describe('import templates', () => {
  it('downloads a CSV template whose example dry-runs without errors', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/setup/import/template.csv',
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    const { statusCode, report } = await dryRun(t, admin, res.body);
    expect(statusCode).toBe(200);
    expect(report.errors).toEqual([]);
    expect(report).toMatchObject({
      format: 'csv',
      valid: true,
      rowCount: 3,
      counts: {
        sites: { created: 1 },
        equipment: { created: 1 },
        sensors: { created: 1 },
        gateways: { created: 1 },
        spaces: { created: 1 },
        siteGroups: { created: 2 },
      },
    });
    const site = report.rows.find((r) => r.kind === 'site')!;
    expect(site.outcome).toBe('CREATED');
    expect(site.changes).toEqual(
      expect.arrayContaining([
        { column: 'address', before: null, after: '12 Hill Road, Bandra West, Mumbai' },
        { column: 'mon', before: null, after: '08:00-22:00' },
        { column: 'sun', before: null, after: 'closed' },
      ]),
    );
    const sensor = report.rows.find((r) => r.kind === 'sensor')!;
    expect(sensor.creates).toEqual([{ kind: 'gateway', title: 'GW-S0001-1' }]);
    expect(sensor.changes).toEqual(expect.arrayContaining([{ column: 'unit', before: null, after: '°C' }]));
    expect(await count(sites)).toBe(1);
  });

  it('downloads an XLSX template (Import and Notes sheets) that dry-runs without errors', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/setup/import/template.xlsx',
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const { report } = await dryRun(t, admin, res.rawPayload);
    expect(report.errors).toEqual([]);
    expect(report).toMatchObject({ format: 'xlsx', valid: true, rowCount: 3 });
  });
});

describe('import dry run', () => {
  it('names each error by row and column with the forms’ messages, and writes nothing', async () => {
    const before = await auditCount();
    const { statusCode, report } = await dryRun(
      t,
      admin,
      csvOf([
        importSite('B1', { time_zone: 'Mars/Olympus' }),
        importSite('B2', { latitude: 123 }),
        importSite('B1', { title: 'Twin' }),
        importSite('B3'),
        importEquipment('BE1', 'B3', { type: 'Flux capacitor' }),
        importEquipment('BE2', 'NOWHERE'),
        importSensor('BP1', 'B3', { unit: '°F' }),
        // On a site row with errors: not judged again (no second error).
        importEquipment('BE3', 'B2'),
      ]),
    );
    expect(statusCode).toBe(200);
    expect(report.valid).toBe(false);
    expect(report.errors).toEqual([
      { sheet: null, row: 2, column: 'time_zone', message: 'Unknown time zone' },
      { sheet: null, row: 3, column: 'latitude', message: 'To 90' },
      { sheet: null, row: 4, column: 'external_id', message: 'Duplicate external id: also on row 2' },
      { sheet: null, row: 6, column: 'type', message: 'Unknown equipment type' },
      { sheet: null, row: 7, column: 'site_external_id', message: 'Unknown site' },
      {
        sheet: null,
        row: 8,
        column: 'unit',
        message: 'A TEMPERATURE sensor reports in °C (temperatures are stored in °C)',
      },
    ]);
    expect(report.counts.sites).toEqual({ created: 1, updated: 0, unchanged: 0 });
    expect(report.errorCount).toBe(6);
    expect(await count(sites)).toBe(1);
    expect(await auditCount()).toBe(before);
  });

  it('reports header problems once: unknown and missing columns', async () => {
    const text = 'kind,external_id,title,lattitude\nsite,X1,Store,1\n';
    const { report } = await dryRun(t, admin, text);
    expect(report.errors).toEqual(
      expect.arrayContaining([
        {
          sheet: null,
          row: 1,
          column: 'lattitude',
          message: "Unknown column: see the template's notes for the columns",
        },
        { sheet: null, row: 1, column: 'latitude', message: 'Missing column: required on site rows' },
      ]),
    );
  });

  it('refuses a body that is not a file (415) and an Excel 97 workbook (400); MANAGER and site admins get 403', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/setup/import/dry-run',
      headers: admin,
      payload: { rows: [] },
    });
    expect(json.statusCode).toBe(415);
    const xls = await dryRun(t, admin, Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0]));
    expect(xls.statusCode).toBe(400);
    expect(xls.report).toMatchObject({ message: expect.stringMatching(/xlsx/) });
    expect((await dryRun(t, manager, csvOf(FILE))).statusCode).toBe(403);
    expect((await dryRun(t, siteAdmin, csvOf(FILE))).statusCode).toBe(403);
    for (const url of ['/api/v1/setup/import/template.csv', `/api/v1/setup/import/${crypto.randomUUID()}`])
      expect((await t.app.inject({ method: 'GET', url, headers: manager })).statusCode).toBe(403);
  });
});

describe('import job', () => {
  let jobId: string;

  it('refuses an invalid file whole: the job fails with its errors and writes nothing', async () => {
    const before = await auditCount();
    const job = await runImport(t, admin, csvOf([...FILE, importSensor('P9', 'S2', { gateway: 'gw-S1' })]));
    expect(job.state).toBe('FAILED');
    expect(job.errors).toEqual([
      { sheet: null, row: 10, column: 'gateway', message: 'The gateway is on another site' },
    ]);
    expect(job.message).toMatch(/nothing was imported/);
    expect(await count(sites)).toBe(1);
    expect(await count(sensors)).toBe(0);
    expect(await auditCount()).toBe(before);
  });

  it('imports a valid file: sites, equipment, sensors on their gateways, audited; the product lists the sites', async () => {
    const before = await auditCount();
    const job = await runImport(t, admin, csvOf(FILE));
    expect(job.state, JSON.stringify(job)).toBe('SUCCEEDED');
    jobId = job.id;
    expect(job).toMatchObject({
      fileName: 'stores.csv',
      rowCount: 8,
      rowsDone: 8,
      progress: 1,
      counts: {
        sites: { created: 2, updated: 0, unchanged: 0 },
        equipment: { created: 2 },
        sensors: { created: 4 },
        gateways: { created: 2 },
        spaces: { created: 1 },
        siteGroups: { created: 2 },
      },
    });
    const db = t.database.db;
    const [s1] = await db
      .select()
      .from(sites)
      .where(and(eq(sites.orgId, orgId), eq(sites.externalId, 'S1')));
    expect(s1).toMatchObject({ title: 'Bandra West', timeZone: 'Europe/London', siteType: 'supermarket' });
    expect(s1?.operatingHours).toMatchObject({ mon: { open: 480, close: 1200 }, sat: null });
    const groups = await db.select().from(siteGroups).where(eq(siteGroups.orgId, orgId));
    expect(groups.map((g) => g.title).sort()).toEqual(['Flagship', 'West']);
    const [e1] = await db
      .select()
      .from(equipment)
      .where(and(eq(equipment.orgId, orgId), eq(equipment.externalId, 'E1')));
    const [room] = await db.select().from(spaces).where(eq(spaces.id, e1!.spaceId!));
    expect(room).toMatchObject({ title: 'Cold room', siteId: s1!.id });
    expect(e1).toMatchObject({ siteId: s1!.id, typeId: 32, groupId: 222, minTemp: 0, maxTemp: 5 });
    const [p1] = await db
      .select()
      .from(sensors)
      .where(and(eq(sensors.orgId, orgId), eq(sensors.externalId, 'P1')));
    const [gw] = await db.select().from(gateways).where(eq(gateways.id, p1!.gatewayId!));
    expect(gw).toMatchObject({ uuid: 'gw-S1', siteId: s1!.id, title: 'Gateway gw-S1', vendor: 'Acme' });
    expect(p1).toMatchObject({ equipmentId: e1!.id, spaceId: room!.id, unit: '°C', target: 'CABINET' });
    // 2 groups + 2 sites + 1 space + 2 gateways + 2 items + 4 sensors, and the import's own entry.
    expect((await auditCount()) - before).toBe(14);
    const [created] = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.orgId, orgId),
          eq(auditLog.action, 'SITE_CREATED'),
          eq(auditLog.targetId, String(s1!.id)),
        ),
      );
    expect(created?.payload).toMatchObject({
      before: null,
      after: { title: 'Bandra West' },
      importJobId: jobId,
    });
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/sites/online-status', headers: admin });
    expect(listed.body).toContain('Bandra West');
    expect(listed.body).toContain('Andheri');
    // Another organisation's site of the same external id is untouched.
    const [foreign] = await db
      .select()
      .from(sites)
      .where(and(eq(sites.orgId, otherOrgId), eq(sites.externalId, 'S1')));
    expect(foreign?.title).toBe('Not yours');
    expect(await count(sensors, otherOrgId)).toBe(0);
  });

  it('changes nothing on a second import of the same file: every row unchanged, no audit rows', async () => {
    const before = await auditCount();
    const { report } = await dryRun(t, admin, csvOf(FILE));
    expect(report.valid).toBe(true);
    expect(report.rows.every((r) => r.outcome === 'UNCHANGED' && r.changes.length === 0)).toBe(true);
    const job = await runImport(t, admin, csvOf(FILE));
    expect(job.state).toBe('SUCCEEDED');
    expect(job.counts).toMatchObject({
      sites: { created: 0, updated: 0, unchanged: 2 },
      equipment: { created: 0, updated: 0, unchanged: 2 },
      sensors: { created: 0, updated: 0, unchanged: 4 },
      gateways: { created: 0 },
    });
    expect(await auditCount()).toBe(before);
    expect(await count(sites)).toBe(3);
  });

  it('updates a changed row, showing and auditing before → after', async () => {
    const changed = FILE.map((r) =>
      r.external_id === 'S2'
        ? { ...r, floor_area_m2: 1200, title: 'Andheri East' }
        : r.external_id === 'P3'
          ? { ...r, target: 'AMBIENT' }
          : r,
    );
    const { report } = await dryRun(t, admin, csvOf(changed));
    const s2 = report.rows.find((r) => r.externalId === 'S2')!;
    expect(s2).toMatchObject({ outcome: 'UPDATED', row: 3 });
    expect(s2.changes).toEqual([
      { column: 'title', before: 'Andheri', after: 'Andheri East' },
      { column: 'floor_area_m2', before: null, after: 1200 },
    ]);
    expect(report.rows.find((r) => r.externalId === 'P3')!.changes).toEqual([
      { column: 'target', before: null, after: 'AMBIENT' },
    ]);
    expect(report.counts.sites).toEqual({ created: 0, updated: 1, unchanged: 1 });
    const before = await auditCount();
    const job = await runImport(t, admin, csvOf(changed));
    expect(job.counts?.sites.updated).toBe(1);
    expect((await auditCount()) - before).toBe(3);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, orgId), eq(auditLog.action, 'SITE_UPDATED')));
    expect(entry?.payload).toMatchObject({
      before: { title: 'Andheri', floorAreaM2: null },
      after: { title: 'Andheri East', floorAreaM2: 1200 },
    });
  });

  it('leaves values whose column the file lacks alone, and refuses rows that move to another site', async () => {
    const text = csvOf(
      [
        {
          kind: 'site',
          external_id: 'S1',
          title: 'Bandra West',
          latitude: 19.06,
          longitude: 72.83,
          time_zone: 'Asia/Kolkata',
          country: 'IN',
        },
        {
          kind: 'sensor',
          external_id: 'P3',
          title: 'Probe P3',
          site_external_id: 'S1',
          gateway: 'gw-S1',
          uuid: 'probe-P3',
          sensor_type: 'TEMPERATURE',
          vendor: 'Acme',
        },
      ],
      [
        'kind',
        'external_id',
        'title',
        'site_external_id',
        'latitude',
        'longitude',
        'time_zone',
        'country',
        'gateway',
        'uuid',
        'sensor_type',
        'vendor',
      ],
    );
    const { report } = await dryRun(t, admin, text);
    expect(report.errors).toEqual([
      {
        sheet: null,
        row: 3,
        column: 'site_external_id',
        message: "A sensor's site does not change: create a sensor on the other site",
      },
    ]);
    expect(report.rows[0]!.changes.map((c) => c.column)).toEqual([
      'latitude',
      'longitude',
      'time_zone',
      'country',
    ]);
  });

  it("answers 404 for another organisation's job", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/setup/import/${jobId}`,
      headers: otherAdmin,
    });
    expect(res.statusCode).toBe(404);
    const mine = await t.app.inject({ method: 'GET', url: `/api/v1/setup/import/${jobId}`, headers: admin });
    expect(mine.json()).toMatchObject({ id: jobId, state: 'SUCCEEDED' });
  });
});

describe('import file formats', () => {
  it('reads CSV as spreadsheets write it: BOM, CRLF, quoted commas, quotes and line breaks, semicolons', async () => {
    const rows = [
      importSite('Q1', {
        title: 'Café "Le Coin", Paris',
        address: 'Rue de Rivoli 1\nParis',
        time_zone: 'Europe/Paris',
        country: 'FR',
      }),
    ];
    const crlf = `\uFEFF${csvOf(rows).replaceAll('\n', '\r\n')}`;
    const { report } = await dryRun(t, admin, crlf);
    expect(report.errors).toEqual([]);
    expect(report.rows[0]!.changes).toEqual(
      expect.arrayContaining([
        { column: 'title', before: null, after: 'Café "Le Coin", Paris' },
        // A line break inside quotes is kept as written (CRLF here).
        { column: 'address', before: null, after: 'Rue de Rivoli 1\r\nParis' },
      ]),
    );
    const semicolons =
      'kind;external_id;title;latitude;longitude;time_zone;country\r\nsite;Q2;"A; B";48.85;2.35;Europe/Paris;FR\r\n';
    const second = await dryRun(t, admin, semicolons);
    expect(second.report.errors).toEqual([]);
    expect(second.report.rows[0]!.changes).toEqual(
      expect.arrayContaining([{ column: 'title', before: null, after: 'A; B' }]),
    );
    const unclosed = await dryRun(t, admin, 'kind,external_id,title\nsite,Q3,"Open\n');
    expect(unclosed.report.errors).toEqual(
      expect.arrayContaining([
        { sheet: null, row: 2, column: null, message: 'A quoted cell is not closed: a " is missing' },
      ]),
    );
  });

  it('imports an XLSX workbook of three sheets named for their kinds (no kind column)', async () => {
    const strip = (r: Record<string, string | number>) => {
      const { kind: _, ...rest } = r;
      return rest;
    };
    const book = await xlsxOf({
      Sites: [strip(importSite('X1', { manufacture_date: '' }))],
      Equipment: [strip(importEquipment('XE1', 'X1', { manufacture_date: '2020-02-29' }))],
      Sensors: [strip(importSensor('XP1', 'X1', { equipment_external_id: 'XE1' }))],
    });
    const { report } = await dryRun(t, admin, book);
    expect(report.errors).toEqual([]);
    expect(report.counts).toMatchObject({
      sites: { created: 1 },
      equipment: { created: 1 },
      sensors: { created: 1 },
    });
    const job = await runImport(t, admin, book, 'stores.xlsx');
    expect(job).toMatchObject({ state: 'SUCCEEDED', format: 'xlsx' });
    const [item] = await t.database.db
      .select({ date: sql<string>`${equipment.manufactureDate}::text` })
      .from(equipment)
      .where(and(eq(equipment.orgId, orgId), eq(equipment.externalId, 'XE1')));
    expect(item?.date).toBe('2020-02-29');
  });
});

describe('import and archived sites', () => {
  it('adds nothing to an archived site, while its unchanged rows pass', async () => {
    await t.database.db
      .update(sites)
      .set({ archivedAt: new Date() })
      .where(and(eq(sites.orgId, orgId), eq(sites.externalId, 'X1')));
    const unchanged = await dryRun(t, admin, csvOf([importSite('X1', { manufacture_date: '' })]));
    expect(unchanged.report).toMatchObject({ valid: true, counts: { sites: { unchanged: 1 } } });
    const added = await dryRun(
      t,
      admin,
      csvOf([importEquipment('XE2', 'X1'), importSite('X1', { title: 'Renamed' })]),
    );
    expect(added.report.errors).toEqual([
      { sheet: null, row: 2, column: 'site_external_id', message: 'The site is archived; restore it first' },
      { sheet: null, row: 3, column: 'external_id', message: 'The site is archived; restore it first' },
    ]);
  });
});
