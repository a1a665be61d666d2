/**
 * Recurring planted faults, so that the demo's history and its live readings keep implying incidents
 * (data.md "Incidents": a few actionable temperature alarms per site a week, true failures rarer).
 * Each fault is a pure function of a device id and the epoch: in every slot of `slotS` seconds an
 * episode happens with probability `prob`, at a random offset, lasting `minS`..`maxS`; offsets and
 * lengths are whole multiples of `alignS`, so 5-minute readings, 15-minute and hourly buckets all see
 * the same episodes, and the live simulator continues the history's pattern without any state.
 */

export interface FaultSpec {
  salt: number;
  slotS: number;
  prob: number;
  minS: number;
  maxS: number;
  alignS: number;
}

/** x - floor(x) (model-sql.ts has the same; repeated here to keep the modules acyclic). */
const fract = (x: string) => `((${x}) - floor(${x}))`;

const MIN = 60;
const HOUR = 3600;
const DAY = 86_400;

/**
 * Rates: across the demo's devices (170 refrigerated temperatures, 72 doors, 132 thermostats, 50
 * sites) about 35 episodes a day, most of them raising an incident: one every 40 minutes or so in the
 * live simulator, whose clock keeps to real time.
 */
export const FAULTS = {
  /** A refrigeration unit losing cooling (compressor trip, iced coil) until someone resets it. */
  coolingLoss: { salt: 1, slotS: DAY, prob: 0.05, minS: 60 * MIN, maxS: 180 * MIN, alignS: 5 * MIN },
  /** A door propped open during a delivery. */
  doorPropped: { salt: 2, slotS: DAY, prob: 0.25, minS: 15 * MIN, maxS: 45 * MIN, alignS: 5 * MIN },
  /** A site gateway losing its connection: no device of the site reports meanwhile. */
  gatewayDropout: { salt: 3, slotS: DAY, prob: 0.06, minS: 45 * MIN, maxS: 150 * MIN, alignS: 5 * MIN },
  /** HVAC stuck at full load (a failed economiser or a contactor welded shut), whole hours. */
  hvacStuck: { salt: 4, slotS: 7 * DAY, prob: 0.4, minS: 4 * HOUR, maxS: 10 * HOUR, alignS: HOUR },
  /** A rooftop unit that cannot hold its space (failed compressor): temperature climbs past set point. */
  unitFailure: { salt: 5, slotS: 3 * DAY, prob: 0.06, minS: 60 * MIN, maxS: 240 * MIN, alignS: 5 * MIN },
} satisfies Record<string, FaultSpec>;

/** Cooling loss: °C a minute the box warms, and its ceiling above the normal temperature. */
export const COOLING_LOSS = { ratePerMin: 0.2, capC: 10 };
/** Unit failure: °C a minute the space warms above the cool set point, and its ceiling. */
export const UNIT_FAILURE = { ratePerMin: 0.08, capC: 7 };

/** A uniform [0, 1) value per device, slot and stream `m`. */
const u = (id: string, f: FaultSpec, k: string, m: number) =>
  fract(`sin(${id}::float8*${(7.31 + f.salt * 0.37).toFixed(2)} + ${k}*${m} + ${f.salt}.5)*43758.5453`);

/** SQL: seconds since the episode of fault `f` began for device `id` at epoch seconds `ep`, or null. */
export function faultElapsedSql(id: string, ep: string, f: FaultSpec): string {
  const k = `floor(${ep}/${f.slotS})`;
  const steps = (f.maxS - f.minS) / f.alignS + 1;
  const dur = `(${f.minS} + floor(${u(id, f, k, 0.713)}*${steps})*${f.alignS})`;
  const off = `(floor(${u(id, f, k, 1.917)}*${(f.slotS - f.maxS) / f.alignS})*${f.alignS})`;
  const el = `(${ep} - ${k}*${f.slotS} - ${off})`;
  return `(case when ${u(id, f, k, 3.111)} < ${f.prob} and ${el} >= 0 and ${el} < ${dur} then ${el} end)`;
}

/** SQL: whether device `id` is in an episode of `f` at epoch seconds `ep`. */
export const inFaultSql = (id: string, ep: string, f: FaultSpec) =>
  `(${faultElapsedSql(id, ep, f)} is not null)`;

/** The episode of fault `f` for device `id` in slot `k` (epoch seconds), or null when none. */
function slotEpisode(id: number, k: number, f: FaultSpec): { start: number; dur: number } | null {
  const uj = (m: number) => {
    const x = Math.sin(id * Number((7.31 + f.salt * 0.37).toFixed(2)) + k * m + f.salt + 0.5) * 43758.5453;
    return x - Math.floor(x);
  };
  if (!(uj(3.111) < f.prob)) return null;
  const dur = f.minS + Math.floor(uj(0.713) * ((f.maxS - f.minS) / f.alignS + 1)) * f.alignS;
  const off = Math.floor(uj(1.917) * ((f.slotS - f.maxS) / f.alignS)) * f.alignS;
  return { start: k * f.slotS + off, dur };
}

/** The same episodes in JS (tests, and to tell which sites the live simulator keeps silent). */
export function faultElapsed(id: number, ep: number, f: FaultSpec): number | null {
  const e = slotEpisode(id, Math.floor(ep / f.slotS), f);
  if (!e) return null;
  const el = ep - e.start;
  return el >= 0 && el < e.dur ? el : null;
}

/** Every episode of `f` for device `id` that starts in [fromEp, toEp) (epoch seconds), in order. */
export function faultEpisodes(id: number, f: FaultSpec, fromEp: number, toEp: number) {
  const out: { start: number; dur: number }[] = [];
  for (let k = Math.floor(fromEp / f.slotS); k * f.slotS < toEp; k++) {
    const e = slotEpisode(id, k, f);
    if (e && e.start >= fromEp && e.start < toEp) out.push(e);
  }
  return out;
}
