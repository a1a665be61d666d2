import type { IngestBatch } from '@sw/contracts';
import { dayInZone } from '@sw/domain';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { addDays, lastDayOfMonth, monthRange, sitePeriod } from '../modules/analytics/noh/noh';
import { siteDaySplits } from '../modules/analytics/noh/noh.repository';
import { sumMonth, warmWeatherMonths } from '../modules/analytics/weather/weather-months';
import { verifyPassword } from '../modules/identity';
import { createIncidentEngine, sweepAt } from '../modules/incidents';
import type { GatewayPrincipal, TelemetryService } from '../modules/telemetry';
import { createTelemetryService } from '../modules/telemetry';
import { createTestApp, type TestContext } from '../test/app';
import { createTestDatabase } from '../test/database';
import { buildGateway, buildOrg, buildSensor, buildSite } from '../test/factories';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from './demo-accounts';
import { startSimulator } from './live';
import { LiveModel } from './live-model';
import { FAULTS, type FaultSpec, faultElapsed, faultElapsedSql } from './model-faults';
import { ensureSeeded, type SeedSummary } from './seed';

// A fixed instant keeps failures reproducible; 10:20 rounds down to a 10:00 history end.
const NOW = new Date('2026-03-10T10:20:00Z');
const ANCHOR = '2026-03-10T10:00:00Z';
const SEED = 20261122;

let t: TestContext;
let db: Database;
let summary: SeedSummary | null;
const percents: number[] = [];

// Seeding takes about 30 s of CPU on PGlite; the margin is for a busy machine. One seeded database
// (with the app over it) serves every test of the seeded demo, so the suite seeds only once.
beforeAll(async () => {
  t = await createTestApp();
  db = t.database;
  summary = await ensureSeeded(db, { seed: SEED, now: NOW, progress: (p) => void percents.push(p) });
}, 300_000);
afterAll(async () => {
  await t?.close();
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

  it('reports its progress as a rising percent, step by step', () => {
    expect(percents.length).toBeGreaterThan(20);
    expect(percents.every((p, i) => i === 0 || p > percents[i - 1]!)).toBe(true);
    expect(percents[0]).toBeLessThan(10);
    expect(percents.at(-1)).toBe(99);
  });

  it('leaves the bulk-loaded tables with every key and index the migrations made', async () => {
    const rows = await q<{ name: string }>(
      `select indexname as name from pg_indexes
        where tablename in ('readings', 'readings_15m', 'readings_1h', 'readings_1d', 'thermostat_status',
                            'energy_day_split')
        order by 1`,
    );
    expect(rows.map((r) => r.name)).toEqual([
      'energy_day_split_org_idx',
      'energy_day_split_sensor_id_day_pk',
      'readings_15m_sensor_id_bucket_pk',
      'readings_1d_sensor_id_bucket_pk',
      'readings_1h_sensor_id_bucket_pk',
      'readings_sensor_id_ts_pk',
      'thermostat_status_thermostat_id_ts_pk',
    ]);
  });

  it('leaves planner statistics on every table it filled', async () => {
    const tables = [
      'sites',
      'equipment',
      'sensors',
      'energy_meters',
      'readings',
      'readings_15m',
      'readings_1h',
    ];
    const rows = await q<{ name: string; tuples: number; stats: number }>(
      `select c.relname as name, c.reltuples::float8 as tuples,
              (select count(*)::int from pg_stats s where s.schemaname = 'public' and s.tablename = c.relname) as stats
         from pg_class c where c.relname = any($1::text[]) and c.relkind = 'r' order by c.relname`,
      [tables],
    );
    expect(rows.map((r) => r.name)).toEqual([...tables].sort());
    for (const r of rows) {
      expect(r.tuples, r.name).toBeGreaterThan(0);
      expect(r.stats, r.name).toBeGreaterThan(0);
    }
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

  it('plants a heat pump run by its own control for the last 5 days, defrosting in the cold', async () => {
    const pumps = await q<{ id: number; site: string; vendor: string; from: string }>(
      `select t.id, s.title as site, t.vendor, t.vendor_control_from::text as from
         from thermostats t join sites s on s.id = t.site_id where t.heat_pump`,
    );
    expect(pumps.map(({ site, vendor, from }) => ({ site, vendor, from }))).toEqual([
      { site: 'Burger Lane Minneapolis', vendor: 'Aerotherm', from: '2026-03-05 00:00:00+00' },
    ]);
    // Defrost: the compressor reversed (cooling) with the auxiliary heat on, a few minutes at a time.
    const defrost = `cooling_stage1_running and heating_stage2_running`;
    const [pump] = await q<{ defrosts: number; samples: number }>(
      `select count(*) filter (where ${defrost})::int as defrosts, count(*)::int as samples
         from thermostat_status where thermostat_id = $1`,
      [pumps[0]!.id],
    );
    expect(pump!.defrosts).toBeGreaterThan(20);
    expect(pump!.defrosts).toBeLessThan(pump!.samples * 0.15);
    const [others] = await q<{ n: number }>(
      `select count(*)::int as n from thermostat_status where thermostat_id <> $1 and ${defrost}`,
      [pumps[0]!.id],
    );
    expect(others!.n).toBe(0);
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
    // Site energy: the main meter, else (CarePlus Pharmacy Glenelg) the sum of the sub-meters.
    const rows = await q<{ title: string; eui: number }>(
      `select s.title, sum(d.sum) / s.floor_area_m2 as eui
         from sites s join sensors x on x.site_id = s.id and x.sensor_type = 'ENERGY'
          and (x.target = 'MAIN' or (x.equipment_id is not null
               and not exists (select 1 from sensors m where m.site_id = s.id and m.target = 'MAIN')))
         join readings_1d d on d.sensor_id = x.id and d.bucket >= $1::timestamptz - interval '365 days'
        group by s.id`,
      [ANCHOR],
    );
    expect(rows.length).toBe(52);
    for (const r of rows) {
      expect(r.eui, r.title).toBeGreaterThan(50);
      expect(r.eui, r.title).toBeLessThan(1500);
    }
  });

  it('splits every energy day into opening and closed hours that add up to the daily rollup', async () => {
    const [split] = await q<{ days: number; off: number; missing: number; adelaideDays: number }>(
      `select count(*)::int as days,
              count(*) filter (where abs(d.op_kwh + d.noh_kwh - r.sum) > 1e-6 * greatest(1, r.sum))::int as off,
              (select count(*)::int from readings_1d r2 join sensors x2 on x2.id = r2.sensor_id and x2.sensor_type = 'ENERGY'
                 join sites s2 on s2.id = x2.site_id
                 left join energy_day_split d2 on d2.sensor_id = r2.sensor_id and d2.day = (r2.bucket at time zone s2.time_zone)::date
                where d2.sensor_id is null) as missing,
              count(*) filter (where s.time_zone = 'Australia/Adelaide')::int as "adelaideDays"
         from energy_day_split d join sensors x on x.id = d.sensor_id join sites s on s.id = x.site_id
         join readings_1d r on r.sensor_id = d.sensor_id and r.bucket = (d.day::timestamp at time zone s.time_zone)`,
    );
    expect(split!.days).toBeGreaterThan(50 * 390);
    expect(split!.off).toBe(0);
    expect(split!.missing).toBe(0);
    expect(split!.adelaideDays).toBeGreaterThan(10 * 390);
    // A half-hour zone's local days over the last 62 days are whole sums of its quarters.
    const [adelaide] = await q<{ n: number; off: number }>(
      `select count(*)::int as n, count(*) filter (where abs(x.q - d.sum) > 1e-6 * greatest(1, d.sum))::int as off
         from (select q.sensor_id, date_trunc('day', q.bucket at time zone s.time_zone) at time zone s.time_zone as day,
                      sum(q.sum) as q
                 from readings_15m q join sensors x on x.id = q.sensor_id join sites s on s.id = x.site_id
                where s.title = 'Greenleaf Market Adelaide' and x.sensor_type = 'ENERGY'
                group by 1, 2) x
         join readings_1d d on d.sensor_id = x.sensor_id and d.bucket = x.day
        where x.day > $1::timestamptz - interval '60 days' and x.day < $1::timestamptz - interval '1 day'`,
      [ANCHOR],
    );
    expect(adelaide!.n).toBeGreaterThan(50);
    expect(adelaide!.off).toBe(0);
    // A 24/7 store has no closed hour, on the 23- and 25-hour days of a DST change too.
    const [allDay] = await q<{ days: number; dst: number; noh: number; short: number }>(
      `select count(*)::int as days, count(*) filter (where d.day_hours <> 24)::int as dst,
              count(*) filter (where d.noh_kwh > 0 or d.noh_count > 0)::int as noh,
              count(*) filter (where d.op_hours <> d.day_hours)::int as short
         from energy_day_split d join sensors x on x.id = d.sensor_id join sites s on s.id = x.site_id
        where s.title = 'Corner Stop Midtown'`,
    );
    expect(allDay!.days).toBeGreaterThan(390);
    expect(allDay!.dst).toBeGreaterThanOrEqual(2);
    expect(allDay!.noh).toBe(0);
    expect(allDay!.short).toBe(0);
  });

  it('keeps the month split equal to its days, and whole months give the NOH figures of their days', async () => {
    const [m] = await q<{ months: number; off: number; missing: number }>(
      `with d as (
         select sensor_id, date_trunc('month', day)::date as month, sum(op_kwh) as op, sum(noh_kwh) as noh,
                coalesce(sum(op_hours) filter (where op_count + noh_count > 0), 0) as oh,
                coalesce(sum(day_hours) filter (where op_count + noh_count > 0), 0) as dh,
                coalesce(bit_or(1 << (extract(day from day)::int - 1)) filter (where op_count + noh_count > 0), 0) as mask
           from energy_day_split group by 1, 2)
       select count(*)::int as months,
              count(*) filter (where abs(d.op - m.op_kwh) > 1e-6 * greatest(1, d.op) or abs(d.noh - m.noh_kwh) > 1e-6 * greatest(1, d.noh)
                                 or abs(d.oh - m.op_hours) > 1e-9 or abs(d.dh - m.day_hours) > 1e-9 or d.mask <> m.day_mask)::int as off,
              count(*) filter (where m.sensor_id is null)::int as missing
         from d left join energy_month_split m on m.sensor_id = d.sensor_id and m.month = d.month`,
    );
    expect(m!.months).toBeGreaterThan(300 * 13);
    expect(m!.off).toBe(0);
    expect(m!.missing).toBe(0);
    // Every site (sub-meters only, half-hour zones, gaps) over whole months and a period that cuts two.
    const sites = await q<{ id: number; tz: string }>(
      'select id, time_zone as tz from sites where org_id = 1',
    );
    const siteIds = sites.map((x) => x.id);
    const range = { orgId: 1, siteIds, from: '2025-03-01', to: '2026-03-31' };
    const byDay = await siteDaySplits(db, range);
    const cuts = ['2025-06-17', '2026-01-09'];
    const byMonth = await siteDaySplits(db, { ...range, wholeMonths: { cuts, now: NOW } });
    // Most months are whole (11 of 13 here: two are cut, March runs to NOW); gaps keep some in days.
    expect(byMonth.filter((r) => r.days > 1).length).toBeGreaterThan(sites.length * 8);
    expect(byMonth.length).toBeLessThan(byDay.length / 4);
    const periods = [
      ...monthRange('2025-03', '2026-03').map((x) => [`${x}-01`, lastDayOfMonth(x)] as const),
      [cuts[0]!, addDays(cuts[1]!, -1)] as const,
    ];
    for (const site of sites) {
      const today = dayInZone(NOW, site.tz);
      const days = byDay.filter((r) => r.siteId === site.id);
      const months = byMonth.filter((r) => r.siteId === site.id);
      for (const [from, to] of periods) {
        const a = sitePeriod(days, from, to, today);
        const b = sitePeriod(months, from, to, today);
        expect({ ...b, split: undefined }).toEqual({ ...a, split: undefined });
        for (const k of ['opKwh', 'nohKwh', 'opHours', 'nohHours'] as const)
          expect(b.split[k]).toBeCloseTo(a.split[k], 6);
      }
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

  it('holds the incidents its history implies: every sentinel type, a few still active, some dismissed', async () => {
    const byType = await q<{ sentinel_type: string; n: number; active: number; dismissed: number }>(
      `select sentinel_type, count(*)::int as n, count(*) filter (where not resolved)::int as active,
              count(*) filter (where dismissed_at is not null)::int as dismissed
         from incidents where org_id = 1 group by 1 order by 1`,
    );
    expect(byType.map((r) => r.sentinel_type)).toEqual([
      'DEVICE_OFFLINE',
      'DOOR_OPEN',
      'ENERGY_BASELINE',
      'SETPOINT_DEVIATION',
      'TEMPERATURE_RANGE',
    ]);
    const total = byType.reduce((n, r) => n + r.n, 0);
    const active = byType.reduce((n, r) => n + r.active, 0);
    expect(total).toBeGreaterThan(60);
    expect(active).toBeGreaterThanOrEqual(3);
    expect(active).toBeLessThan(total / 5); // most are resolved
    expect(byType.reduce((n, r) => n + r.dismissed, 0)).toBeGreaterThan(5);

    // The planted faults: the drifting cooler and the two offline sites are active now; the freezer
    // door propped open for 2.5 hours raised and escalated, then resolved.
    const planted = await q<{ site: string; sentinel_type: string; resolved: boolean; priority: string }>(
      `select s.title as site, i.sentinel_type, i.resolved, i.priority from incidents i join sites s on s.id = i.site_id
        where (s.title, i.sentinel_type) in (('Greenleaf Market Brooklyn', 'TEMPERATURE_RANGE'),
          ('Corner Stop Houston Heights', 'DEVICE_OFFLINE'), ('Home & Style Leeds', 'DEVICE_OFFLINE'),
          ('Burger Lane Manchester', 'DOOR_OPEN'))
          and (not i.resolved or i.created_at > $1::timestamptz - interval '10 hours')
        order by 1, 2`,
      [ANCHOR],
    );
    expect(planted).toEqual(
      expect.arrayContaining([
        { site: 'Burger Lane Manchester', sentinel_type: 'DOOR_OPEN', resolved: true, priority: 'HIGHEST' },
        {
          site: 'Corner Stop Houston Heights',
          sentinel_type: 'DEVICE_OFFLINE',
          resolved: false,
          priority: 'HIGH',
        },
        {
          site: 'Greenleaf Market Brooklyn',
          sentinel_type: 'TEMPERATURE_RANGE',
          resolved: false,
          priority: 'HIGHEST',
        },
        { site: 'Home & Style Leeds', sentinel_type: 'DEVICE_OFFLINE', resolved: false, priority: 'HIGH' },
      ]),
    );

    // Every incident has its opening notification and log at its start, at its type's opening priority,
    // and one at the escalated priority iff escalated (priority-ladder.ts: food safety opens High).
    const opened = `case when i.sentinel_type in ('TEMPERATURE_RANGE', 'DOOR_OPEN') then 'HIGH' else 'NORMAL' end`;
    const escalated = `case when i.sentinel_type in ('TEMPERATURE_RANGE', 'DOOR_OPEN') then 'HIGHEST' else 'HIGH' end`;
    const [bad] = await q<{ n: number }>(
      `select count(*)::int as n from incidents i
        where (select count(*) from handling_logs l where l.incident_id = i.id and l.priority_level = ${opened}
                 and l.at = i.created_at and l.notification_id is not null) <> 1
           or (select count(*) from handling_logs l where l.incident_id = i.id and l.priority_level = ${escalated})
                <> (i.priority = ${escalated})::int
           or i.priority not in (${opened}, ${escalated})
           or (i.resolved and i.recovered_at < i.created_at) or i.created_at > $1::timestamptz`,
      [ANCHOR],
    );
    expect(bad!.n).toBe(0);
    // So the Low, High and Critical columns of the demo all have something to count.
    const levels = await q<{ priority: string }>(
      'select distinct priority from incidents where org_id = 1 order by priority',
    );
    expect(levels.map((r) => r.priority)).toEqual(['HIGH', 'HIGHEST', 'NORMAL']);
    const [dismissal] = await q<{ n: number; by_manager: number; notes: number }>(
      `select count(*)::int as n, count(*) filter (where u.email = 'manager@demo.example')::int as by_manager,
              count(*) filter (where n.dismissed_comment = i.dismissed_comment)::int as notes
         from incidents i join users u on u.id = i.dismissed_by
         join notifications n on n.incident_id = i.id and n.ts = i.created_at
        where i.org_id = 1 and i.dismissed_at is not null and i.resolved and i.dismissed_comment <> ''`,
    );
    expect(dismissal!.by_manager).toBe(dismissal!.n);
    expect(dismissal!.notes).toBe(dismissal!.n);
  });

  it('holds incidents in each of the past 13 months, at the planted faults’ rates', async () => {
    const months = await q<{ month: string; n: number; types: number; sites: number }>(
      `select to_char(date_trunc('month', created_at at time zone 'UTC'), 'YYYY-MM') as month,
              count(*)::int as n, count(distinct sentinel_type)::int as types, count(distinct site_id)::int as sites
         from incidents
        where org_id = 1 and created_at >= date_trunc('month', $1::timestamptz at time zone 'UTC') - interval '12 months'
        group by 1 order by 1`,
      [ANCHOR],
    );
    expect(months.map((m) => m.month)).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    const [sites] = await q<{ n: number }>('select count(*)::int as n from sites where org_id = 1');
    // Whole months (not the current one, 10 days old): doors propped, cooling lost, gateways dropping
    // out at many sites: several a site a month, far from one a month and far from one an hour.
    for (const m of months.slice(0, -1)) {
      expect(m.types).toBeGreaterThanOrEqual(3);
      expect(m.sites).toBeGreaterThan(sites!.n / 2);
      expect(m.n).toBeGreaterThan(3 * sites!.n);
      expect(m.n).toBeLessThan(60 * sites!.n);
    }
  });

  it('seeds only once', async () => {
    expect(await ensureSeeded(db, { seed: SEED, now: NOW })).toBeNull();
  });

  // A second seeding takes as long as the first (100 s on PGlite on a 2-core machine). Determinism is
  // a property of the generators and of SQL that both databases run alike, so the PostgreSQL pass of
  // the suite (where seeding is faster) checks it for both.
  it.runIf(process.env.DATABASE_URL)(
    'is deterministic',
    async () => {
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
        const incidents = (d: Database) =>
          d.query(
            `select id, sentinel_id, priority, created_at, recovered_at, dismissed_comment from incidents order by id`,
          );
        expect(await incidents(other)).toEqual(await incidents(db));
      } finally {
        await other.close();
      }
    },
    300_000,
  );
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
    // A real organisation beside the demo: its devices report themselves, never the simulator.
    const real = await buildOrg(db.db, { title: 'Real Chain' });
    const realSite = await buildSite(db.db, real.id);
    const realGateway = (await buildGateway(db.db, real.id, realSite.id)).gateway;
    await buildSensor(db.db, real.id, realSite.id, { gatewayId: realGateway.id });
    const { lines, log } = recordingLog();
    const started = Date.now();
    const sim = startSimulator({ database: db, telemetry, speed: 600, log });
    // The simulator's clock starts at this minute; earlier instants are the backfill's.
    const liveFrom = Math.floor(Date.now() / 60_000) * 60_000;
    // Instants of the live ticks: the backfill's batches mix several instants in no set order.
    const liveInstants = () =>
      [...new Set(calls.flatMap((c) => c.batch.readings.map((r) => String(r.ts))))]
        .filter((ts) => Date.parse(ts) >= liveFrom)
        .sort();
    // The first tick also fills the gap since the seeded history (capped at 6 hours); then come two
    // live ticks (real now and the next minute) before the clock waits for real time.
    await vi.waitFor(() => expect(liveInstants().length).toBeGreaterThanOrEqual(2), {
      timeout: 60_000,
      interval: 200,
    });
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
      expect(gw.orgId).not.toBe(real.id);
      for (const r of batch.readings) {
        const sensor = byUuid.get(r.sensor)!;
        expect(sensor).toMatchObject({ site_id: gw.siteId, gateway_id: gw.gatewayId, status: 'ACTIVE' });
        expect(typeof r.value).toBe('number');
        expect(new Date(String(r.ts)).getTime()).toBeLessThanOrEqual(Date.now() + 60_000);
      }
    }
    // The first live tick (one instant; complete, unlike the one stop() may have cut short) covers
    // every active sensor of the online sites.
    const newest = liveInstants()[0]!;
    const tick = calls.filter((c) => c.batch.readings.some((r) => r.ts === newest));
    expect(tick.every((c) => c.batch.readings.every((r) => r.ts === newest))).toBe(true);
    const sent = tick.reduce((n, c) => n + c.batch.readings.length, 0);
    // Sites whose gateway is in a planted dropout at that instant send nothing (model-faults.ts).
    const model = new LiveModel(db);
    await model.refresh();
    const dropped = await model.silentSites(new Date(String(newest)));
    const [active] = await q<{ n: number }>(
      `select count(*)::int as n from sensors where status = 'ACTIVE' and not (site_id = any($1::int[]))
          and org_id in (select id from organizations where simulated)`,
      [[...offline, ...dropped]],
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

describe('live incidents (the live model through ingestion and the rule engine)', () => {
  const MIN = 60_000;
  const T = Date.parse(ANCHOR);

  /** The first episode of `f` for device `id` starting after `from` (epoch ms), and where it ends. */
  function nextEpisode(id: number, f: FaultSpec, from: number, minMs: number) {
    for (let t = from; t < from + 20 * 86_400_000; t += 5 * MIN) {
      if (faultElapsed(id, t / 1000, f) !== 0) continue;
      let end = t;
      while (faultElapsed(id, end / 1000, f) !== null) end += 5 * MIN;
      if (end - t >= minMs) return { start: t, end };
    }
    return null;
  }

  /**
   * Sends what the live model says at each minute of [from, to] for one site (the engine evaluates
   * after each batch) and sweeps the site's sentinels every 5 minutes, as the worker's timer would.
   */
  async function simulate(siteId: number, from: number, to: number) {
    const engine = createIncidentEngine(db, undefined, { error: () => {} }, { sweepMs: 0 });
    const telemetry = createTelemetryService(db, undefined, (org, ids) => engine.schedule(org, ids));
    const model = new LiveModel(db);
    await model.refresh();
    for (let t = from; t <= to; t += MIN) {
      for (const b of await model.batches([new Date(t)], 1))
        if (b.principal.siteId === siteId) await telemetry.ingest(b.principal, b);
      await engine.idle();
      if ((t - from) % (5 * MIN) === 0) await sweepAt(db, t, undefined, [siteId]);
    }
    await engine.close();
  }

  const incidentsOf = (siteId: number, type: string, from: number, sensorId: number | null = null) =>
    q<{ created_at: Date; recovered_at: Date | null; resolved: boolean }>(
      `select created_at, recovered_at, resolved from incidents
        where site_id = $1::int and sentinel_type = $2 and created_at >= $3::timestamptz
          and ($4::int is null or sensor_id = $4::int)
        order by id`,
      [siteId, type, new Date(from).toISOString(), sensorId],
    );

  it('plants the same fault episodes in SQL (history, live) and in JS', async () => {
    const f = FAULTS.doorPropped;
    const samples = [];
    for (let id = 1; id <= 40; id++)
      for (let k = 0; k < 400; k++) samples.push({ id, ep: T / 1000 + k * 300 * 7 });
    const rows = await q<{ el: number | null }>(
      `select ${faultElapsedSql('x.id', 'x.ep', f)} as el
         from jsonb_to_recordset($1::jsonb) as x(id int, ep float8)`,
      [JSON.stringify(samples)],
    );
    expect(rows.map((r) => (r.el === null ? null : Number(r.el)))).toEqual(
      samples.map((x) => faultElapsed(x.id, x.ep, f)),
    );
    expect(rows.some((r) => r.el !== null)).toBe(true);
  });

  it('raises a DOOR_OPEN incident when a door is propped open and resolves it when it closes', async () => {
    // The door (of an online site) propped open soonest after the history.
    const doors = await q<{ id: number; site_id: number }>(
      `select x.id, x.site_id from sensors x join sites s on s.id = x.site_id
        where x.sensor_type = 'DOOR' and x.status = 'ACTIVE'
          and s.id in (select site_id from sensors group by site_id having max(last_seen_at) = $1::timestamptz)
        order by x.id`,
      [ANCHOR],
    );
    const [door, ep] = doors
      .map((d) => [d, nextEpisode(d.id, FAULTS.doorPropped, T + 30 * MIN, 20 * MIN)] as const)
      .filter((x): x is readonly [(typeof doors)[number], { start: number; end: number }] => x[1] !== null)
      .sort((a, b) => a[1].start - b[1].start)[0]!;
    await simulate(door.site_id, ep.start - 5 * MIN, ep.end + 5 * MIN);
    const got = await incidentsOf(door.site_id, 'DOOR_OPEN', ep.start - 30 * MIN, door.id);
    expect(got).toHaveLength(1);
    // Open from the episode's start (or a chance opening just before it) for longer than 10 minutes.
    expect(new Date(got[0]!.created_at).getTime()).toBeGreaterThanOrEqual(ep.start + 9 * MIN);
    expect(new Date(got[0]!.created_at).getTime()).toBeLessThanOrEqual(ep.start + 10 * MIN);
    expect(got[0]!.resolved).toBe(true);
    expect(new Date(got[0]!.recovered_at!).getTime()).toBeGreaterThanOrEqual(ep.end);
    expect(new Date(got[0]!.recovered_at!).getTime()).toBeLessThanOrEqual(ep.end + 5 * MIN);
  }, 120_000);

  it('raises DEVICE_OFFLINE while a gateway drops out and resolves it when data returns', async () => {
    const [site] = await q<{ id: number }>(`select id from sites where title = 'Greenleaf Market Camden'`);
    const ep = nextEpisode(site!.id, FAULTS.gatewayDropout, T + 3 * 3_600_000, 45 * MIN)!;
    await simulate(site!.id, ep.start - 10 * MIN, ep.end + 10 * MIN);
    const got = await incidentsOf(site!.id, 'DEVICE_OFFLINE', ep.start - 10 * MIN);
    expect(got).toHaveLength(1);
    // The last data came a minute before the dropout; silent for more than 30 minutes opens it.
    expect(new Date(got[0]!.created_at).toISOString()).toBe(
      new Date(ep.start - MIN + 30 * MIN).toISOString(),
    );
    expect(got[0]!.resolved).toBe(true);
    // Resolved by the first sweep after the data returned (sweeps every 5 simulated minutes).
    expect(new Date(got[0]!.recovered_at!).getTime()).toBeGreaterThanOrEqual(ep.end);
    expect(new Date(got[0]!.recovered_at!).getTime()).toBeLessThanOrEqual(ep.end + 5 * MIN);
  }, 300_000);
});

interface SiteRow {
  id: number;
  country: string;
  timeZone: string;
  images: string[];
}

describe('seeded weather and images, as served', () => {
  let h: { authorization: string };
  beforeAll(async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'admin@demo.example', password: DEMO_PASSWORD },
    });
    h = { authorization: `Bearer ${res.json().accessToken}` };
  });

  it('answers the newest stored reading of every site, with a consistent wind chill', async () => {
    const sites: SiteRow[] = (await t.app.inject({ url: '/api/v1/sites', headers: h })).json();
    expect(sites.length).toBeGreaterThan(20);
    const res = await t.app.inject({
      method: 'POST',
      url: '/weather/multisite/latest',
      payload: { siteIds: sites.map((s) => s.id) },
      headers: h,
    });
    const list: {
      siteId: number;
      temperature: number;
      humidity: number;
      windchill: number;
      timestamp: string;
    }[] = res.json();
    expect(list.map((w) => w.siteId)).toEqual(sites.map((s) => s.id).sort((a, b) => a - b));
    // The newest as stored and not in the future: the seed's last hour, or a later one the simulator
    // test above wrote when its live ticks crossed an hour (it stamps the hour it is filling, which
    // lies ahead of the clock until that hour begins, and the service ignores future readings).
    const newest = new Map(
      (
        await q<{ site_id: number; ts: Date | string }>(
          'select site_id, max(ts) as ts from weather_readings where ts <= now() group by site_id',
        )
      ).map((r) => [r.site_id, new Date(r.ts).toISOString()]),
    );
    for (const w of list) {
      expect(w.timestamp).toBe(newest.get(w.siteId));
      expect(Date.parse(w.timestamp)).toBeGreaterThanOrEqual(Date.parse(ANCHOR));
      expect(w.humidity).toBeGreaterThanOrEqual(0);
      expect(w.humidity).toBeLessThanOrEqual(100);
      expect(w.windchill).toBeLessThanOrEqual(w.temperature);
      if (w.temperature > 10) expect(w.windchill).toBe(w.temperature);
    }
    const one = (await t.app.inject({ url: `/weather/${list[0]!.siteId}/latest`, headers: h })).json();
    expect(one).toEqual(list[0]);
  });

  it('follows each site’s climate: Australia is far warmer than Europe and the US in early March', async () => {
    const rows = await t.database.query<{ country: string; mean: number }>(
      `select s.country, avg(w.temperature) as mean from weather_readings w join sites s on s.id = w.site_id
        where w.ts > $1::timestamptz - interval '14 days' group by s.country`,
      [NOW.toISOString()],
    );
    const mean = Object.fromEntries(rows.map((r) => [r.country, Number(r.mean)]));
    expect(mean.AU).toBeGreaterThan(15);
    for (const c of ['GB', 'DE', 'US'].filter((x) => x in mean))
      expect(mean.AU).toBeGreaterThan(mean[c]! + 8);
  });

  it('keeps daily weather: hourly days as the write path sums them, and five years of older days', async () => {
    // Every day with hourly readings (the seed's 62 days, and hours the live simulator test added)
    // holds exactly their sum, lowest, highest and count.
    const [diff] = await q<{ days: number; wrong: number }>(
      `with r as (
         select r.site_id, (r.ts at time zone s.time_zone)::date as day, sum(r.temperature) as t,
                min(r.temperature) as lo, max(r.temperature) as hi, count(*)::int as n
           from weather_readings r join sites s on s.id = r.site_id
          where r.ts >= $1::timestamptz - interval '60 days'
          group by 1, 2)
       select count(*)::int as days,
              (count(*) filter (where abs(r.t - d.t_sum) > 1e-6 or r.lo <> d.t_min or r.hi <> d.t_max
                                   or r.n <> d.hours))::int as wrong
         from r join weather_days d on d.site_id = r.site_id and d.day = r.day
        where r.day > ($1::timestamptz - interval '60 days')::date`,
      [ANCHOR],
    );
    expect(diff!.days).toBeGreaterThan(40 * 50);
    expect(diff!.wrong).toBe(0);
    // Older days reach back to 1 January five years before the anchor's year, one a day, with the
    // model's daily cycle, and follow the seasons of each hemisphere.
    const rows = await q<{
      country: string;
      first: string;
      days: number;
      cycle: number;
      jan: number;
      jul: number;
    }>(
      `select s.country, min(d.day)::text as first, count(*)::int as days,
              min(d.t_max - d.t_min)::float8 as cycle,
              avg(d.t_sum / d.hours) filter (where extract(month from d.day) = 1)::float8 as jan,
              avg(d.t_sum / d.hours) filter (where extract(month from d.day) = 7)::float8 as jul
         from weather_days d join sites s on s.id = d.site_id
        where d.day < ($1::timestamptz - interval '62 days')::date
        group by s.country`,
      [ANCHOR],
    );
    for (const r of rows) {
      expect(r.first).toBe('2021-01-01');
      expect(r.cycle).toBeGreaterThan(1);
      if (r.country === 'AU') expect(r.jan).toBeGreaterThan(r.jul + 4);
      else expect(r.jul).toBeGreaterThan(r.jan + 4);
    }
    expect(rows.map((r) => r.country)).toEqual(expect.arrayContaining(['AU', 'GB', 'US']));

    // The live simulator's hourly weather adds each new hour to its day once, even when sent twice.
    const hour = new Date(Date.parse(ANCHOR) + 5 * 3_600_000);
    const dayOf = `(select (timestamptz '${hour.toISOString()}' at time zone s.time_zone)::date)`;
    const hoursNow = () =>
      q<{ site_id: number; hours: number }>(
        `select s.id as site_id, coalesce(d.hours, 0) as hours from sites s
           left join weather_days d on d.site_id = s.id and d.day = ${dayOf} order by s.id`,
      );
    const before = await hoursNow();
    const model = new LiveModel(db);
    await model.refresh();
    await model.weather([hour]);
    await model.weather([hour]);
    const after = await hoursNow();
    const sent = new Map(
      (
        await q<{ site_id: number; n: number }>(
          `select site_id, count(*)::int as n from weather_readings where ts = $1 group by site_id`,
          [hour.toISOString()],
        )
      ).map((r) => [r.site_id, r.n]),
    );
    expect(sent.size).toBeGreaterThan(40);
    expect(after.map((r) => r.hours)).toEqual(before.map((r) => r.hours + (sent.get(r.site_id) ?? 0)));
  });

  it('marks every seeded weather month for summing, and the warm-up sums them as their days say', async () => {
    const [c] = await q<{ months: number; marked: number }>(
      `select (select count(*) from (select distinct site_id, date_trunc('month', day) from weather_days) x)::int as months,
              (select count(*) from weather_months)::int as marked`,
    );
    expect(c!.months).toBeGreaterThan(40 * 60);
    expect(c!.marked).toBe(c!.months);
    await warmWeatherMonths(db);
    const [stale] = await q<{ n: number }>(
      'select count(*)::int as n from weather_months where computed is distinct from changed',
    );
    expect(stale!.n).toBe(0);
    const sample = await q<{ site_id: number; month: string; days: number; hdd: number[]; cdd: number[] }>(
      `select site_id, month::text as month, days, hdd, cdd from weather_months order by md5(site_id || ':' || month) limit 3`,
    );
    for (const m of sample) {
      const days = await q<{ mean: number; half: number }>(
        `select (t_sum / hours)::float8 as mean, ((t_max - t_min) / 2)::float8 as half from weather_days
          where site_id = $1 and day >= $2::date and day < ($2::date + interval '1 month') and hours >= 18 order by day`,
        [m.site_id, m.month],
      );
      const expected = sumMonth(days.map((d) => ({ mean: Number(d.mean), half: Number(d.half) })));
      expect({ days: m.days, hdd: m.hdd.map(Number), cdd: m.cdd.map(Number) }).toEqual(expected);
    }
  });

  it('peaks in the local afternoon and bottoms out around dawn', async () => {
    const rows = await t.database.query<{ hour: number; mean: number }>(
      `select extract(hour from w.ts at time zone s.time_zone)::int as hour, avg(w.temperature) as mean
         from weather_readings w join sites s on s.id = w.site_id
        where w.ts > $1::timestamptz - interval '28 days' group by 1 order by 1`,
      [NOW.toISOString()],
    );
    const warmest = rows.reduce((a, b) => (Number(b.mean) > Number(a.mean) ? b : a));
    const coldest = rows.reduce((a, b) => (Number(b.mean) < Number(a.mean) ? b : a));
    expect(warmest.hour).toBeGreaterThanOrEqual(12);
    expect(warmest.hour).toBeLessThanOrEqual(17);
    expect(coldest.hour).toBeGreaterThanOrEqual(2);
    expect(coldest.hour).toBeLessThanOrEqual(8);
  });

  it('serves every image path any seeded site refers to', async () => {
    const rows = await t.database.query<{ img: string }>(
      'select distinct jsonb_array_elements_text(images) as img from sites order by 1',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { img } of rows) {
      const res = await t.app.inject({ url: img });
      expect(res.statusCode, img).toBe(200);
      expect(res.headers['content-type'], img).toMatch(/^image\/svg\+xml/);
    }
  });
});
