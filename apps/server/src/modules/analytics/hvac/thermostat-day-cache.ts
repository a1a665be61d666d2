import type { Database } from '../../../db/client';
import { computeThermostatDays, type ThermostatDay, WIDE_THERMOSTATS } from './thermostat-days-sql';

/**
 * Kept thermostat days (table thermostat_days, docs/analytics.md "Thermostat samples"): a complete
 * local day (before the site's today) is computed from the samples once and kept; the current day is
 * always computed. The organisation HVAC report over 5,000 thermostats then computes one day instead
 * of 14 on each request, and the demo's report no longer starts over each minute a sample arrives.
 * Bump RULES_VERSION when the sums of thermostat-days-sql.ts change: kept days of another version are
 * computed again.
 */
const RULES_VERSION = 'thermostat-days-2';

type Figures = Omit<ThermostatDay, 'thermostatId' | 'equipmentId' | 'siteId' | 'day'>;

interface Scoped {
  id: number;
  equipmentId: number;
  siteId: number;
  /** The site's current local date: days before it are complete. */
  today: string;
  fingerprint: string;
}

const DAY_MS = 86_400_000;

/** Every date from … to, yyyy-MM-dd. */
function datesOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

/**
 * The thermostat days of the sites `siteIds` (of only the thermostats `thermostatIds` when given) over
 * local days from … to (inclusive): kept days read, the others computed (and kept when complete).
 */
export async function thermostatDays(
  database: Database,
  a: {
    orgId: number;
    siteIds: number[];
    from: string;
    to: string;
    thermostatIds?: number[];
  },
): Promise<ThermostatDay[]> {
  if (!a.siteIds.length || a.thermostatIds?.length === 0) return [];
  const scoped = await database.query<Scoped>(
    `select t.id, t.equipment_id as "equipmentId", t.site_id as "siteId",
            (now() at time zone s.time_zone)::date::text as today,
            md5(concat_ws('|', $4::text, s.time_zone, s.operating_hours::text, t.temperature_unit, t.heat_pump)) as fingerprint
       from thermostats t join sites s on s.id = t.site_id and s.org_id = t.org_id
      where t.org_id = $1 and t.site_id = any($2::int[]) and ($3::int[] is null or t.id = any($3::int[]))`,
    [a.orgId, a.siteIds, a.thermostatIds ?? null, RULES_VERSION],
  );
  if (!scoped.length) return [];
  const kept = await database.query<{ id: number; day: string; figures: Figures | null }>(
    `select d.thermostat_id as id, d.day::text as day, d.figures
       from thermostat_days d
       join unnest($2::int[], $3::text[]) k(id, fingerprint)
         on k.id = d.thermostat_id and k.fingerprint = d.fingerprint
      where d.org_id = $1 and d.day >= $4::date and d.day <= $5::date`,
    [a.orgId, scoped.map((s) => s.id), scoped.map((s) => s.fingerprint), a.from, a.to],
  );
  const keptKeys = new Set(kept.map((k) => `${k.id} ${k.day}`));
  const dates = datesOf(a.from, a.to);

  // The days each thermostat still needs (not kept, or not complete), grouped by their span so that
  // thermostats of the same zones share one computation.
  const spans = new Map<string, { from: string; to: string; ids: number[] }>();
  for (const s of scoped) {
    const needed = dates.filter((d) => d >= s.today || !keptKeys.has(`${s.id} ${d}`));
    if (!needed.length) continue;
    const from = needed[0]!;
    const to = needed.at(-1)!;
    const span = spans.get(`${from} ${to}`) ?? { from, to, ids: [] };
    span.ids.push(s.id);
    spans.set(`${from} ${to}`, span);
  }
  const computed: ThermostatDay[] = [];
  for (const span of spans.values()) {
    const rows = await computeThermostatDays(database, {
      orgId: a.orgId,
      siteIds: a.siteIds,
      from: span.from,
      to: span.to,
      thermostatIds: span.ids,
      wide: span.ids.length >= WIDE_THERMOSTATS,
    });
    computed.push(...rows.filter((r) => !keptKeys.has(`${r.thermostatId} ${r.day}`)));
  }
  await keep(database, a.orgId, scoped, dates, keptKeys, computed);

  const byId = new Map(scoped.map((s) => [s.id, s]));
  const fromKept: ThermostatDay[] = kept.flatMap((k) => {
    const s = byId.get(k.id);
    return s && k.figures
      ? [{ thermostatId: k.id, equipmentId: s.equipmentId, siteId: s.siteId, day: k.day, ...k.figures }]
      : [];
  });
  return [...fromKept, ...computed].sort(
    (x, y) => x.thermostatId - y.thermostatId || x.day.localeCompare(y.day),
  );
}

/** Keeps the complete days just computed, and those without samples (figures null). */
async function keep(
  database: Database,
  orgId: number,
  scoped: Scoped[],
  dates: string[],
  keptKeys: Set<string>,
  computed: ThermostatDay[],
): Promise<void> {
  const found = new Map(computed.map((r) => [`${r.thermostatId} ${r.day}`, r]));
  const ids: number[] = [];
  const days: string[] = [];
  const fingerprints: string[] = [];
  const figures: (string | null)[] = [];
  for (const s of scoped) {
    for (const d of dates) {
      const key = `${s.id} ${d}`;
      if (d >= s.today || keptKeys.has(key)) continue;
      const row = found.get(key);
      let value: string | null = null;
      if (row) {
        const { thermostatId: _t, equipmentId: _e, siteId: _s, day: _d, ...sums } = row;
        value = JSON.stringify(sums);
      }
      ids.push(s.id);
      days.push(d);
      fingerprints.push(s.fingerprint);
      figures.push(value);
    }
  }
  if (!ids.length) return;
  await database.query(
    `insert into thermostat_days (thermostat_id, day, org_id, fingerprint, figures)
     select k.id, k.day, $1, k.fingerprint, k.figures::jsonb
       from unnest($2::int[], $3::date[], $4::text[], $5::text[]) k(id, day, fingerprint, figures)
     on conflict (thermostat_id, day) do update
       set fingerprint = excluded.fingerprint, figures = excluded.figures`,
    [orgId, ids, days, fingerprints, figures],
  );
}
