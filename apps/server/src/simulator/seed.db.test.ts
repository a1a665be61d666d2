import type { IngestBatch } from '@sw/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { verifyPassword } from '../modules/identity/passwords';
import type { GatewayPrincipal, TelemetryService } from '../modules/telemetry';
import { createTestDatabase } from '../test/database';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from './demo-accounts';
import { startSimulator } from './live';
import { ensureSeeded, type SeedSummary } from './seed';

// A fixed instant keeps failures reproducible; 10:20 rounds down to a 10:00 history end.
const NOW = new Date('2026-03-10T10:20:00Z');
const ANCHOR = '2026-03-10T10:00:00Z';
const SEED = 20261122;

let db: Database;
let summary: SeedSummary | null;

// Seeding takes about 30 s of CPU on PGlite; the margin is for a busy machine.
beforeAll(async () => {
  db = await createTestDatabase();
  summary = await ensureSeeded(db, { seed: SEED, now: NOW });
}, 300_000);
afterAll(async () => {
  await db?.close();
});

const q = <T = Record<string, unknown>>(text: string, params?: unknown[]) => db.query<T>(text, params);
/** A few sensors of different kinds, picked by title so the test reads like the data. */
const pickSensors = (d: Database) =>
  d.query<{ id: number; title: string }>(
    `select x.id, s.title || ' / ' || x.title as title from sensors x join sites s on s.id = x.site_id
      where (s.title, x.title) in (('Greenleaf Market Camden', 'Main Meter'),
        ('Greenleaf Market Camden', 'Walk-in Freezer Temperature'), ('Burger Lane Queens', 'Walk-in Cooler Door'),
        ('Corner Stop Bondi', 'Light Level'), ('CarePlus Pharmacy Boston', 'RTU 1 Energy'))
      order by x.id`,
  );

describe('ensureSeeded', () => {
  it('reports what it wrote', () => {
    expect(summary).not.toBeNull();
    expect(summary!.organizations).toBe(3);
    expect(summary!.sites).toBeGreaterThanOrEqual(45);
    expect(summary!.sensors).toBeGreaterThan(500);
    expect(summary!.readings).toBeGreaterThan(1_000_000);
  });

  it('builds the demo chain: 40+ sites in 4+ countries and 5+ time zones', async () => {
    const [row] = await q<{ sites: number; countries: number; zones: number; types: number }>(
      `select count(*)::int as sites, count(distinct country)::int as countries,
              count(distinct time_zone)::int as zones, count(distinct site_type)::int as types
         from sites where org_id = 1`,
    );
    expect(row!.sites).toBeGreaterThanOrEqual(40);
    expect(row!.countries).toBeGreaterThanOrEqual(4);
    expect(row!.zones).toBeGreaterThanOrEqual(5);
    expect(row!.types).toBe(5);
    const [incomplete] = await q<{ n: number }>(
      `select count(*)::int as n from sites where floor_area_m2 is null or co2_factor_kg_per_kwh is null
          or operating_hours is null or address = '' or jsonb_array_length(images) = 0`,
    );
    expect(incomplete!.n).toBe(0);
  });

  it('creates the five demo sign-ins with their roles, and organisation 275', async () => {
    const users = await q<{ email: string; org_id: number; role: string | null; password_hash: string }>(
      'select email, org_id, role, password_hash from users',
    );
    const byEmail = new Map(users.map((u) => [u.email, u]));
    for (const s of DEMO_SIGN_INS) expect(byEmail.has(s.email)).toBe(true);
    expect(byEmail.get('admin@demo.example')).toMatchObject({ org_id: 1, role: 'ADMIN' });
    expect(byEmail.get('manager@demo.example')).toMatchObject({ org_id: 1, role: 'MANAGER' });
    expect(byEmail.get('viewer@demo.example')).toMatchObject({ org_id: 1, role: 'VIEWER' });
    expect(byEmail.get('groupuser@demo.example')).toMatchObject({ org_id: 1, role: null });
    expect(byEmail.get('admin@harbor.example')).toMatchObject({ org_id: 2, role: 'ADMIN' });
    expect(await verifyPassword(byEmail.get('viewer@demo.example')!.password_hash, DEMO_PASSWORD)).toBe(true);

    const [grant] = await q<{ role: string; resource_type: string; group_title: string; sites: number }>(
      `select a.role, a.resource_type, g.title as group_title,
              (select count(*)::int from site_group_members m where m.site_group_id = a.resource_id) as sites
         from access_resources a join groups g on g.id = a.group_id
         join group_members gm on gm.group_id = g.id join users u on u.id = gm.user_id
        where u.email = 'groupuser@demo.example'`,
    );
    expect(grant).toMatchObject({
      role: 'MANAGER',
      resource_type: 'SITE_GROUP',
      group_title: 'Regional Managers',
    });
    expect(grant!.sites).toBeGreaterThan(0);

    const orgs = await q<{ id: number; title: string }>('select id, title from organizations order by id');
    expect(orgs.map((o) => o.id)).toEqual([1, 2, 275]);
  });

  it('gives Harbor Foods sites of its own', async () => {
    const rows = await q<{ org_id: number; n: number }>(
      'select org_id, count(*)::int as n from sites group by org_id order by org_id',
    );
    expect(rows).toEqual([
      { org_id: 1, n: expect.any(Number) },
      { org_id: 2, n: 5 },
    ]);
    const [leak] = await q<{ n: number }>(
      `select count(*)::int as n from sensors x join sites s on s.id = x.site_id where x.org_id <> s.org_id`,
    );
    expect(leak!.n).toBe(0);
  });

  it('holds the equipment catalogue with the fixed HVAC ids', async () => {
    const [hvac] = await q<{ group_id: number; type_group_id: number }>(
      `select group_id, type_group_id from equipment_types where icon = 'rooftop-unit'`,
    );
    expect(hvac).toEqual({ group_id: 221, type_group_id: 5708 });
    const [types] = await q<{ n: number }>('select count(*)::int as n from equipment_types');
    expect(types!.n).toBe(37);
  });

  it('keeps the retention windows of the conventions', async () => {
    // One main meter and one thermostat (primary-key lookups; a whole-table min() is slow on PGlite).
    const [w] = await q<{ raw: Date; q15: Date; h1: Date; d1: Date; ts: Date; wx: Date; newest: Date }>(
      `with m as (select x.id, x.site_id from sensors x join sites s on s.id = x.site_id
                   where s.title = 'Greenleaf Market Camden' and x.title = 'Main Meter'),
            t as (select min(id) as id from thermostats where site_id = (select site_id from m))
       select (select min(ts) from readings where sensor_id = (select id from m)) as raw,
              (select min(bucket) from readings_15m where sensor_id = (select id from m)) as q15,
              (select min(bucket) from readings_1h where sensor_id = (select id from m)) as h1,
              (select min(bucket) from readings_1d where sensor_id = (select id from m)) as d1,
              (select min(ts) from thermostat_status where thermostat_id = (select id from t)) as ts,
              (select min(ts) from weather_readings where site_id = (select site_id from m)) as wx,
              (select max(ts) from readings where sensor_id = (select id from m)) as newest`,
    );
    const daysBefore = (d: Date) => (Date.parse(ANCHOR) - new Date(d).getTime()) / 86_400_000;
    expect(daysBefore(w!.raw)).toBeCloseTo(3, 5);
    expect(daysBefore(w!.q15)).toBeCloseTo(15, 5);
    expect(daysBefore(w!.h1)).toBeGreaterThanOrEqual(62);
    expect(daysBefore(w!.h1)).toBeLessThan(63.1);
    expect(daysBefore(w!.d1)).toBeGreaterThanOrEqual(396);
    expect(daysBefore(w!.ts)).toBeCloseTo(15, 5);
    expect(daysBefore(w!.wx)).toBeCloseTo(62, 5);
    expect(new Date(w!.newest).toISOString()).toBe(new Date(ANCHOR).toISOString());
  });

  it('rolls up consistently: raw = 1h where raw exists, 1h per local day = 1d', async () => {
    const ids = (await pickSensors(db)).map((s) => s.id);
    expect(ids).toHaveLength(5);
    const hourly = await q<{ sensor_id: number; raw: number; h1: number; n: number; c: number }>(
      `select r.sensor_id, sum(r.value) as raw, h.sum as h1, count(*)::int as n, h.count as c
         from readings r join readings_1h h
           on h.sensor_id = r.sensor_id and h.bucket = date_trunc('hour', r.ts)
        where r.sensor_id = any($1::int[])
        group by r.sensor_id, h.bucket, h.sum, h.count`,
      [ids],
    );
    expect(hourly.length).toBeGreaterThan(5 * 70);
    for (const h of hourly) {
      expect(h.raw).toBeCloseTo(h.h1, 6);
      expect(h.n).toBe(h.c);
    }
    const daily = await q<{ d: number; h: number; dc: number; hc: number }>(
      `select d.sum as d, x.s as h, d.count as dc, x.c as hc
         from (select h.sensor_id, date_trunc('day', h.bucket at time zone s.time_zone) at time zone s.time_zone as day,
                      sum(h.sum) as s, sum(h.count)::int as c
                 from readings_1h h join sensors se on se.id = h.sensor_id join sites s on s.id = se.site_id
                where h.sensor_id = any($1::int[]) group by 1, 2) x
         join readings_1d d on d.sensor_id = x.sensor_id and d.bucket = x.day`,
      [ids],
    );
    expect(daily.length).toBeGreaterThan(5 * 60);
    for (const d of daily) {
      expect(d.d).toBeCloseTo(d.h, 6);
      expect(d.dc).toBe(d.hc);
    }
  });

  it('lands every demo site on a realistic annual EUI (50-1500 kWh/m2)', async () => {
    const rows = await q<{ title: string; eui: number }>(
      `select s.title, sum(d.sum) / s.floor_area_m2 as eui
         from sites s join sensors x on x.site_id = s.id and x.target = 'MAIN'
         join readings_1d d on d.sensor_id = x.id and d.bucket >= $1::timestamptz - interval '365 days'
        group by s.id`,
      [ANCHOR],
    );
    expect(rows.length).toBe(50);
    for (const r of rows) {
      expect(r.eui, r.title).toBeGreaterThan(50);
      expect(r.eui, r.title).toBeLessThan(1500);
    }
  });

  it('keeps freezers frozen and shows the planted faults', async () => {
    const [freezer] = await q<{ avg: number }>(
      `select avg(r.value) as avg from readings r join sensors x on x.id = r.sensor_id
         join equipment e on e.id = x.equipment_id join sites s on s.id = x.site_id
        where s.title = 'Greenleaf Market Camden' and e.title = 'Walk-in Freezer' and x.sensor_type = 'TEMPERATURE'`,
    );
    expect(freezer!.avg).toBeLessThan(-15);

    const [cooler] = await q<{ last_value: number; max_temp: number }>(
      `select x.last_value, e.max_temp from sensors x join equipment e on e.id = x.equipment_id
         join sites s on s.id = x.site_id
        where s.title = 'Greenleaf Market Brooklyn' and x.title = 'Walk-in Cooler Temperature'`,
    );
    expect(cooler!.last_value).toBeGreaterThan(cooler!.max_temp);

    const offline = await q<{ title: string }>(
      `select s.title from sites s join sensors x on x.site_id = s.id
        group by s.id having max(x.last_seen_at) < $1::timestamptz - interval '1 day'`,
      [ANCHOR],
    );
    expect(offline).toHaveLength(2);
    const [inactive] = await q<{ sites: number }>(
      `select count(distinct site_id)::int as sites from sensors where status = 'INACTIVE'`,
    );
    expect(inactive!.sites).toBeGreaterThanOrEqual(1);

    const [door] = await q<{ n: number }>(
      `select count(*)::int as n from readings r join sensors x on x.id = r.sensor_id
         join sites s on s.id = x.site_id
        where s.title = 'Burger Lane Manchester' and x.title = 'Walk-in Freezer Door' and r.value = 1
          and extract(epoch from r.ts)::int % 300 = 0`,
    );
    expect(door!.n).toBeGreaterThanOrEqual(25); // heartbeats reading "open" for 2.5 hours

    const [override] = await q<{ n: number; working_mode: string }>(
      `select t.working_mode, (select count(*)::int from thermostat_status z where z.thermostat_id = t.id
          and z.timetable_active_state = 'LOCAL_ADJUSTMENT') as n
         from thermostats t where t.local_adjustment_override is not null`,
    );
    expect(override).toMatchObject({ working_mode: 'LOCAL_ADJUSTMENT' });
    expect(override!.n).toBeGreaterThan(200);
  });

  it('leaves some sites with night load near peak (NOH offenders) and others well below', async () => {
    const rows = await q<{ title: string; ratio: number }>(
      `select s.title, avg(r.value) filter (where extract(hour from r.ts at time zone s.time_zone) between 2 and 4)
                      / percentile_cont(0.98) within group (order by r.value) as ratio
         from sites s join sensors x on x.site_id = s.id and x.target = 'MAIN'
         join readings r on r.sensor_id = x.id
        where s.org_id = 1 and (s.operating_hours->'mon'->>'close')::int < 1440
        group by s.id`,
    );
    const offenders = rows.filter((r) => r.ratio >= 0.7).map((r) => r.title);
    expect(offenders.length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.ratio < 0.5).length).toBeGreaterThan(10);
  });

  it('is deterministic and seeds only once', async () => {
    expect(await ensureSeeded(db, { seed: SEED, now: NOW })).toBeNull();
    const other = await createTestDatabase();
    try {
      await ensureSeeded(other, { seed: SEED, now: new Date('2026-03-10T10:59:59Z') });
      const titles = (d: Database) => d.query<{ title: string }>('select title from sites order by id');
      expect(await titles(other)).toEqual(await titles(db));
      const sums = async (d: Database) => {
        const ids = (await pickSensors(d)).map((s) => s.id);
        return d.query<{ sensor_id: number; total: number }>(
          `select sensor_id, sum(sum) as total from readings_1d where sensor_id = any($1::int[])
            group by sensor_id order by sensor_id`,
          [ids],
        );
      };
      expect(await sums(other)).toEqual(await sums(db));
    } finally {
      await other.close();
    }
  }, 300_000);
});

/** A logger that records warnings and errors (the simulator must log, never throw). */
function recordingLog() {
  const lines: { level: string; msg: unknown[] }[] = [];
  const at =
    (level: string) =>
    (...msg: unknown[]) =>
      lines.push({ level, msg });
  const log = {
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    debug: at('debug'),
    trace: at('trace'),
  };
  return { lines, log: log as unknown as FastifyBaseLogger };
}

describe('startSimulator', () => {
  it('sends one reading per active sensor a tick through telemetry.ingest, per site gateway', async () => {
    const calls: { gw: GatewayPrincipal; batch: IngestBatch }[] = [];
    const telemetry: TelemetryService = {
      async ingest(gw, batch) {
        calls.push({ gw, batch });
        const n = batch.readings.length + batch.thermostats.length;
        return { accepted: n, duplicates: 0, rejected: 0, errors: [] };
      },
    };
    const { lines, log } = recordingLog();
    const started = Date.now();
    const sim = startSimulator({ database: db, telemetry, speed: 600, log });
    // The first tick also fills the gap since the seeded history (capped at 6 hours); then come two
    // live ticks (real now and the next minute) before the clock waits for real time.
    await vi.waitFor(
      () => expect(new Set(calls.map((c) => c.batch.readings[0]?.ts)).size).toBeGreaterThanOrEqual(3),
      { timeout: 60_000, interval: 200 },
    );
    await sim.stop();
    const after = calls.length;
    await new Promise((r) => setTimeout(r, 600));
    expect(calls.length).toBe(after); // stopped for good
    expect(lines.filter((l) => l.level === 'error')).toEqual([]);

    const sensors = await q<{ uuid: string; site_id: number; gateway_id: number; status: string }>(
      'select uuid, site_id, gateway_id, status from sensors',
    );
    const byUuid = new Map(sensors.map((x) => [x.uuid, x]));
    const offline = new Set(
      (
        await q<{ id: number }>(
          `select id from sites where title in ('Corner Stop Houston Heights', 'Home & Style Leeds')`,
        )
      ).map((r) => r.id),
    );
    for (const { gw, batch } of calls) {
      expect(offline.has(gw.siteId)).toBe(false);
      for (const r of batch.readings) {
        const sensor = byUuid.get(r.sensor)!;
        expect(sensor).toMatchObject({ site_id: gw.siteId, gateway_id: gw.gatewayId, status: 'ACTIVE' });
        expect(typeof r.value).toBe('number');
        expect(new Date(String(r.ts)).getTime()).toBeLessThanOrEqual(Date.now() + 60_000);
      }
    }
    // The first live tick (one instant; complete, unlike the one stop() may have cut short) covers
    // every active sensor of the online sites.
    const instants = [...new Set(calls.map((c) => c.batch.readings[0]?.ts))];
    const newest = instants[1]!;
    const tick = calls.filter((c) => c.batch.readings[0]?.ts === newest);
    const sent = tick.reduce((n, c) => n + c.batch.readings.length, 0);
    const [active] = await q<{ n: number }>(
      `select count(*)::int as n from sensors where status = 'ACTIVE' and not (site_id = any($1::int[]))`,
      [[...offline]],
    );
    expect(sent).toBe(active!.n);
    expect(tick.some((c) => c.batch.thermostats.length > 0)).toBe(true);
    expect(new Date(String(newest)).getTime()).toBeGreaterThanOrEqual(started - 60_000);
  }, 90_000);

  it('logs once and skips while there is no telemetry service', async () => {
    const { lines, log } = recordingLog();
    const sim = startSimulator({ database: db, telemetry: undefined, speed: 600, log });
    await new Promise((r) => setTimeout(r, 1200));
    await sim.stop();
    expect(lines.filter((l) => l.level === 'warn')).toHaveLength(1);
  });
});
