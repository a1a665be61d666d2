/**
 * Event properties as the analytics endpoint takes them (docs/decisions.md, A-152): a flat object of
 * at most 50 keys (1 … 100 characters), whose values are strings of up to 1,000 characters, numbers,
 * booleans, null, or arrays of up to 100 of these. Values from URLs and forms are fitted to that here,
 * so that an odd value never makes the server refuse the whole event.
 */
export type PropertyScalar = string | number | boolean | null;
export type PropertyValue = PropertyScalar | PropertyScalar[];
export type Properties = Record<string, PropertyValue>;

/** The endpoint takes 50; one is kept for the audience tag every event carries. */
export const MAX_PROPERTIES = 49;
export const MAX_PROPERTY_KEY = 100;
export const MAX_PROPERTY_STRING = 1000;
export const MAX_PROPERTY_LIST = 100;

function scalar(v: unknown): PropertyScalar | undefined {
  if (v === null) return null;
  if (typeof v === 'string') return v.slice(0, MAX_PROPERTY_STRING);
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'boolean') return v;
  return undefined;
}

/** Drops undefined values and anything the endpoint would refuse; trims what is too long. */
export function cleanProperties(input: Record<string, unknown>): Properties {
  const out: Properties = {};
  let count = 0;
  for (const [key, raw] of Object.entries(input)) {
    if (count >= MAX_PROPERTIES) break;
    if (key.length === 0 || key.length > MAX_PROPERTY_KEY) continue;
    const value = Array.isArray(raw)
      ? raw
          .map(scalar)
          .filter((x): x is PropertyScalar => x !== undefined)
          .slice(0, MAX_PROPERTY_LIST)
      : scalar(raw);
    if (value === undefined) continue;
    out[key] = value;
    count++;
  }
  return out;
}
