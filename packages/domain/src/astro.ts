/**
 * Sunrise, sunset and solar noon from the NOAA solar calculator equations (Meeus, "Astronomical
 * Algorithms"), without any dependency. Accurate to about a minute between ±72° latitude; sunrise
 * and sunset use the standard −0.833° altitude (refraction plus the sun's radius).
 */

export type Polar = 'POLAR_DAY' | 'POLAR_NIGHT';

export interface SunTimes {
  /** The calendar date these times belong to (yyyy-MM-dd), local to the place. */
  date: string;
  sunrise: Date | null;
  sunset: Date | null;
  solarNoon: Date;
  /** Whole minutes of daylight: 1440 on a polar day, 0 on a polar night. */
  dayLengthMinutes: number;
  polar: Polar | null;
}

const RAD = Math.PI / 180;
const DAY_MS = 86_400_000;
const J2000 = 2_451_545;
/** Zenith of sunrise/sunset: 90° + 50′ (34′ refraction + 16′ solar semi-diameter). */
const ZENITH = 90.833;

const sin = (deg: number) => Math.sin(deg * RAD);
const cos = (deg: number) => Math.cos(deg * RAD);
const tan = (deg: number) => Math.tan(deg * RAD);

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of a yyyy-MM-dd date in ms; NaN when it is not a real date. */
export function utcMidnight(date: string): number {
  const m = DATE.exec(date);
  if (!m) return Number.NaN;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === date ? ms : Number.NaN;
}

/** Every date from start to end inclusive (yyyy-MM-dd); empty when end is before start. */
export function eachDate(start: string, end: string): string[] {
  const a = utcMidnight(start);
  const b = utcMidnight(end);
  const out: string[] = [];
  for (let ms = a; ms <= b; ms += DAY_MS) out.push(new Date(ms).toISOString().slice(0, 10));
  return out;
}

/** Whole days from start to end (end − start); NaN for an invalid date. */
export const daysBetween = (start: string, end: string) =>
  Math.round((utcMidnight(end) - utcMidnight(start)) / DAY_MS);

interface SolarState {
  /** Sun's declination, degrees. */
  declination: number;
  /** Equation of time, minutes (apparent minus mean solar time). */
  eqTime: number;
}

/** Declination and equation of time at an instant given as a Julian day. */
function solarState(jd: number): SolarState {
  const t = (jd - J2000) / 36_525; // Julian centuries since J2000.0
  const l0 = (((280.46646 + t * (36_000.76983 + t * 0.0003032)) % 360) + 360) % 360;
  const m = 357.52911 + t * (35_999.05029 - 0.0001537 * t);
  const e = 0.016708634 - t * (0.000042037 + 0.0000001267 * t);
  const center =
    sin(m) * (1.914602 - t * (0.004817 + 0.000014 * t)) +
    sin(2 * m) * (0.019993 - 0.000101 * t) +
    sin(3 * m) * 0.000289;
  const omega = 125.04 - 1934.136 * t;
  const apparentLong = l0 + center - 0.00569 - 0.00478 * sin(omega);
  const meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60;
  const obliquity = meanObliquity + 0.00256 * cos(omega);
  const declination = Math.asin(sin(obliquity) * sin(apparentLong)) / RAD;
  const y = tan(obliquity / 2) ** 2;
  const eq =
    y * sin(2 * l0) -
    2 * e * sin(m) +
    4 * e * y * sin(m) * cos(2 * l0) -
    0.5 * y * y * sin(4 * l0) -
    1.25 * e * e * sin(2 * m);
  return { declination, eqTime: (4 * eq) / RAD };
}

const julianDay = (ms: number) => ms / DAY_MS + 2_440_587.5;

/**
 * Cosine of the sunrise hour angle; > 1 means the sun stays below the horizon all day (polar night),
 * < −1 that it stays above (polar day).
 */
const cosHourAngle = (latitude: number, declination: number) =>
  cos(ZENITH) / (cos(latitude) * cos(declination)) - tan(latitude) * tan(declination);

/**
 * The sun's times on a date at a place (latitude north +, longitude east +). The date is the local
 * calendar day: its solar noon lies within it wherever the time zone roughly follows the longitude.
 * Each event is solved twice, the second time with the sun's state at the first estimate.
 */
export function sunTimes(date: string, latitude: number, longitude: number): SunTimes {
  const midnight = utcMidnight(date);
  if (Number.isNaN(midnight)) throw new RangeError(`not a date: ${date}`);
  if (!(Math.abs(latitude) <= 90) || !(Math.abs(longitude) <= 180)) {
    throw new RangeError(`not a position: ${latitude}, ${longitude}`);
  }
  // Avoid tan(90°) at the poles themselves: a hair off the pole gives the same days.
  const lat = Math.max(-89.9999, Math.min(89.9999, latitude));
  const minutesToMs = (min: number) => midnight + min * 60_000;

  let noonMin = 720 - 4 * longitude;
  for (let i = 0; i < 2; i++)
    noonMin = 720 - 4 * longitude - solarState(julianDay(minutesToMs(noonMin))).eqTime;
  const noonState = solarState(julianDay(minutesToMs(noonMin)));
  const c = cosHourAngle(lat, noonState.declination);
  const solarNoon = new Date(Math.round(minutesToMs(noonMin)));
  if (c > 1 || c < -1) {
    const polar: Polar = c > 1 ? 'POLAR_NIGHT' : 'POLAR_DAY';
    return {
      date,
      sunrise: null,
      sunset: null,
      solarNoon,
      dayLengthMinutes: polar === 'POLAR_DAY' ? 1440 : 0,
      polar,
    };
  }

  const event = (sign: -1 | 1): number => {
    let min = noonMin + sign * 4 * (Math.acos(c) / RAD);
    const state = solarState(julianDay(minutesToMs(min)));
    const c2 = cosHourAngle(lat, state.declination);
    // Near the edge of a polar period the refined angle can leave [-1, 1]: keep the first estimate.
    if (c2 > 1 || c2 < -1) return min;
    const noonThere = 720 - 4 * longitude - state.eqTime;
    min = noonThere + sign * 4 * (Math.acos(c2) / RAD);
    return min;
  };
  const rise = event(-1);
  const set = event(1);
  return {
    date,
    sunrise: new Date(Math.round(minutesToMs(rise))),
    sunset: new Date(Math.round(minutesToMs(set))),
    solarNoon,
    dayLengthMinutes: Math.round(set - rise),
    polar: null,
  };
}
