import { hashRange, hashUnit } from './rng';

/**
 * Temperature behaviour of refrigerated equipment by type (data.md): setpoint inside the stored
 * compliance range, compressor cycling, defrost cycles (freezers 2-4 a day of 15-45 min, display
 * cases one ~30 min) and the warm-up a door opening causes. The setpoint is placed in the range by a
 * per-device fraction so that it can be derived again from stored values by the live simulator.
 */
export interface RefrigProfile {
  range: [number, number];
  /** Where the setpoint sits inside [min, max], as a fraction range. */
  setpointFraction: [number, number];
  cycleAmp: number;
  cycleMinutes: [number, number];
  defrostPerDay: [number, number];
  defrostMinutes: [number, number];
  defrostRise: [number, number];
  /** Extra °C while the store is open (door traffic). */
  doorWarm: number;
  /** Door openings an hour at peak service, and how long one lasts (seconds). */
  door?: { peak: number; seconds: [number, number] };
}

export const REFRIG_PROFILES: Record<string, RefrigProfile> = {
  'walk-in-cooler': {
    range: [0, 5],
    setpointFraction: [0.2, 0.6],
    cycleAmp: 0.6,
    cycleMinutes: [18, 30],
    defrostPerDay: [4, 4],
    defrostMinutes: [20, 25],
    defrostRise: [1.2, 1.8],
    doorWarm: 0.35,
    door: { peak: 14, seconds: [30, 110] },
  },
  'walk-in-freezer': {
    range: [-28, -15],
    setpointFraction: [0.39, 0.61],
    cycleAmp: 0.8,
    cycleMinutes: [25, 40],
    defrostPerDay: [2, 4],
    defrostMinutes: [15, 45],
    defrostRise: [6, 9],
    doorWarm: 0.25,
    door: { peak: 6, seconds: [15, 45] },
  },
  refrigerator: {
    range: [0, 5],
    setpointFraction: [0.45, 0.68],
    cycleAmp: 0.7,
    cycleMinutes: [15, 25],
    defrostPerDay: [1, 1],
    defrostMinutes: [30, 30],
    defrostRise: [3, 4.5],
    doorWarm: 0.3,
  },
  freezer: {
    range: [-26, -15],
    setpointFraction: [0.46, 0.72],
    cycleAmp: 0.8,
    cycleMinutes: [20, 35],
    defrostPerDay: [1, 1],
    defrostMinutes: [30, 30],
    defrostRise: [5, 7],
    doorWarm: 0.3,
  },
  'ice-machine': {
    range: [-8, 2],
    setpointFraction: [0.5, 0.7],
    cycleAmp: 1.2,
    cycleMinutes: [22, 30],
    defrostPerDay: [0, 0],
    defrostMinutes: [0, 0],
    defrostRise: [0, 0],
    doorWarm: 0.2,
  },
};

/** Temperature model parameters of one sensor, derived from its uuid and its equipment's range. */
export function refrigParams(icon: string, uuid: string, min: number | null, max: number | null) {
  const p = REFRIG_PROFILES[icon] ?? REFRIG_PROFILES.refrigerator!;
  const lo = min ?? p.range[0];
  const hi = max ?? p.range[1];
  const dn = Math.round(hashRange(uuid, 'dn', p.defrostPerDay[0], p.defrostPerDay[1] + 0.999) - 0.499);
  return {
    sp: lo + (hi - lo) * hashRange(uuid, 'sp', p.setpointFraction[0], p.setpointFraction[1]),
    amp: p.cycleAmp,
    per: hashRange(uuid, 'per', p.cycleMinutes[0], p.cycleMinutes[1]),
    dn: Math.max(0, dn),
    dlen: Math.round(hashRange(uuid, 'dlen', p.defrostMinutes[0], p.defrostMinutes[1])),
    rise: hashRange(uuid, 'rise', p.defrostRise[0], p.defrostRise[1]),
    // Defrost clocks start somewhere in the small hours, local time.
    dfirst: Math.floor(hashUnit(uuid, 'dfirst') * 240),
    warm: p.doorWarm,
    dpeak: p.door?.peak ?? 0,
    dmin: p.door?.seconds[0] ?? 0,
    dmax: p.door?.seconds[1] ?? 0,
  };
}
