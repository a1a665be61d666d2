import { isApiError } from '../../../lib/api-error';

/** A form's messages by field path ('title', 'openingHours.mon.close'). */
export type FieldErrors = Record<string, string>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first message of each field, from a schema's issues. */
export function issuesToFieldErrors(issues: readonly Issue[]): FieldErrors {
  const out: FieldErrors = {};
  for (const i of issues) {
    const key = i.path.map(String).join('.') || '_';
    out[key] ??= i.message;
  }
  return out;
}

interface SafeParser<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

/** Checks a form's values with the call's own schema before sending: the same words as the server. */
export function check<T>(
  schema: SafeParser<T>,
  value: unknown,
): { data: T; errors: null } | { data: null; errors: FieldErrors } {
  const r = schema.safeParse(value);
  return r.success
    ? { data: r.data, errors: null }
    : { data: null, errors: issuesToFieldErrors(r.error.issues) };
}

/**
 * The server's field-level errors ({ errors: [{ field, message: 'field: text' }] }) as form
 * messages; a message without a field lands under '_' (shown above the buttons).
 */
export function apiFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error)) return { _: error instanceof Error ? error.message : String(error) };
  const out: FieldErrors = {};
  for (const e of error.body?.errors ?? []) {
    const field = typeof e.field === 'string' ? e.field : null;
    if (field)
      out[field] ??= e.message.startsWith(`${field}: `) ? e.message.slice(field.length + 2) : e.message;
  }
  if (!Object.keys(out).length) out._ = error.message;
  return out;
}

/** The messages of a sub-form: 'administrator.email' → 'email' under prefix 'administrator'. */
export function under(errors: FieldErrors, prefix: string): FieldErrors {
  const out: FieldErrors = {};
  for (const [k, v] of Object.entries(errors))
    if (k.startsWith(`${prefix}.`)) out[k.slice(prefix.length + 1)] = v;
  return out;
}
