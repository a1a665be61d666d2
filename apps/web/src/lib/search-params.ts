/**
 * The URL query as plain strings, with repeated keys for lists (`?sites=1&sites=2`, the form spec 2 §2
 * gives for the site filter). TanStack Router's default would JSON-encode values ('%5B1%2C2%5D',
 * '%221%22'); links written by people and emails would not survive that.
 */
export type RawSearch = Record<string, string | string[]>;

export function parseSearch(searchStr: string): RawSearch {
  // A Map, not an object: keys such as '__proto__' or 'valueOf' in a URL must stay plain data.
  const out = new Map<string, string | string[]>();
  for (const [key, value] of new URLSearchParams(searchStr)) {
    const known = out.get(key);
    if (known === undefined) out.set(key, value);
    else out.set(key, Array.isArray(known) ? [...known, value] : [known, value]);
  }
  return Object.fromEntries(out);
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') {
        params.append(key, String(item));
      }
    }
  }
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

const first = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);

/** A non-empty string (the first, when the key is repeated). */
export function searchString(v: unknown): string | undefined {
  const s = first(v);
  return typeof s === 'string' && s !== '' ? s : undefined;
}

/** A positive integer id or count; anything else is dropped rather than refused. */
export function searchInt(v: unknown): number | undefined {
  const s = first(v);
  const n =
    typeof s === 'number' ? s : typeof s === 'string' && /^\d{1,10}$/.test(s) ? Number(s) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** Ids from repeated keys or a comma-separated value; undefined when none is valid. */
export function searchIntList(v: unknown): number[] | undefined {
  const items = (Array.isArray(v) ? v : [v]).flatMap((x) => (typeof x === 'string' ? x.split(',') : [x]));
  const ids = items.map(searchInt).filter((n): n is number => n !== undefined);
  return ids.length > 0 ? [...new Set(ids)] : undefined;
}

export function searchEnum<T extends string>(v: unknown, allowed: readonly T[]): T | undefined {
  const s = first(v);
  return allowed.find((a) => a === s);
}

/** Drops undefined values so that they do not reappear as empty keys in the URL. */
export function compact<T extends Record<string, unknown>>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined)) as T;
}
