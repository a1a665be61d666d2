/** One field an audited change touched: its value before and after (as text). */
export interface FieldChange {
  field: string;
  from: string;
  to: string;
}

const text = (v: unknown): string =>
  v === null || v === undefined ? '-' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** The fields whose values differ between before and after (a creation lists every field it set). */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const out: FieldChange[] = [];
  for (const field of keys) {
    const a = text(before?.[field]);
    const b = text(after?.[field]);
    if (a !== b) out.push({ field, from: before ? a : '', to: after ? b : '' });
  }
  return out;
}

/** 'SITE_CREATED' → 'Site created'. */
export const actionText = (action: string) =>
  action.charAt(0) + action.slice(1).toLowerCase().replaceAll('_', ' ');
