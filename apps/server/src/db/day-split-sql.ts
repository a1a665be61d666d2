/**
 * SQL pieces of the energy day split (energy_day_split; docs/analytics.md "Energy day split"),
 * shared by the ingestion statement and the seed so that both classify instants the same way.
 *
 * Opening hours are the site's `operating_hours` jsonb: per weekday key ('mon' … 'sun') either null
 * (closed all day) or {open, close} in minutes from local midnight, open ≤ close ≤ 1440. A site
 * without opening hours is treated as open around the clock (no non-operating hours).
 */

const DOW_KEYS = "(array['sun','mon','tue','wed','thu','fri','sat'])";

/** The weekday key of a local timestamp (`timestamp without time zone`). */
export const weekdayKeySql = (local: string) => `${DOW_KEYS}[extract(dow from ${local})::int + 1]`;

/**
 * Whether the local instant `local` lies in opening hours `oh`: open ≤ minute of day < close.
 * A reading belongs to the instant it is stamped with, as in every rollup.
 */
export function isOpenSql(oh: string, local: string): string {
  const span = `(${oh} -> ${weekdayKeySql(local)})`;
  const minute = `(extract(hour from ${local}) * 60 + extract(minute from ${local}))`;
  return `(${oh} is null or jsonb_typeof(${oh}) <> 'object' or (jsonb_typeof(${span}) = 'object'
    and ${minute} >= (${span}->>'open')::int and ${minute} < (${span}->>'close')::int))`;
}

/** Hours between two local wall-clock times of the zone `tz` (real elapsed time, DST included). */
const elapsedHours = (tz: string, a: string, b: string) =>
  `(extract(epoch from ((${b}) at time zone ${tz}) - ((${a}) at time zone ${tz})) / 3600.0)`;

/** Length in hours of the local day starting at local midnight `day` (a timestamp): 23, 24 or 25. */
export const dayHoursSql = (tz: string, day: string) => elapsedHours(tz, day, `${day} + interval '1 day'`);

/** Scheduled opening hours of the local day starting at local midnight `day` (a timestamp). */
export function opHoursSql(oh: string, tz: string, day: string): string {
  const span = `(${oh} -> ${weekdayKeySql(day)})`;
  const at = (field: 'open' | 'close') => `${day} + ((${span}->>'${field}')::int * interval '1 minute')`;
  return `(case when ${oh} is null or jsonb_typeof(${oh}) <> 'object' then ${dayHoursSql(tz, day)}
    when jsonb_typeof(${span}) <> 'object' then 0
    else greatest(0, ${elapsedHours(tz, at('open'), at('close'))}) end)`;
}
