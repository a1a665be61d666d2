import type { Column, Row } from '../../report-document';
import { offsetMinutes } from '../zone-time';

/*
 * SpreadsheetML cells (ECMA-376 Part 1 §18.3): text as inline strings (no shared-string table to
 * hold in memory), numbers as numbers, instants as date serials of their wall-clock time in the
 * report's zone (Excel has no zones: the zone is in the header). Each column's cell writer is built
 * once, so a row costs a few string concatenations.
 */

/** Excel's limits: rows per sheet, characters per cell. */
export const MAX_SHEET_ROWS = 1_048_576;
export const MAX_CELL_CHARS = 32_767;

const DAY_MS = 86_400_000;
/** 1970-01-01 as an Excel serial (the 1900 date system). */
const EPOCH_SERIAL = 25_569;

// Characters XML 1.0 cannot carry at all (C0 controls but tab, LF, CR; U+FFFE, U+FFFF).
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding these characters is the point
const INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above
const SPECIAL = /[&<>"\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/** Text for element content or a double-quoted attribute. */
export function xmlText(value: string): string {
  if (!SPECIAL.test(value)) return value;
  return (
    value
      .replace(INVALID, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      // A raw CR would be read back as LF (XML end-of-line handling); a reference keeps it.
      .replace(/\r/g, '&#13;')
  );
}

/** A, B, …, Z, AA, … for a 0-based column index. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** The Excel serial of a wall-clock time read from a Date's UTC fields. */
export const serialOf = (wallMs: number) => wallMs / DAY_MS + EPOCH_SERIAL;

const styleAttr = (style: number) => (style ? ` s="${style}"` : '');

/** A text cell; `ref` is e.g. 'B12'. */
export function textCell(ref: string, value: string, style: number): string {
  const text = value.length > MAX_CELL_CHARS ? value.slice(0, MAX_CELL_CHARS) : value;
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}" t="inlineStr"${styleAttr(style)}><is><t${space}>${xmlText(text)}</t></is></c>`;
}

export const numberCell = (ref: string, value: number, style: number) =>
  `<c r="${ref}"${styleAttr(style)}><v>${value}</v></c>`;

export type CellWriter = (value: Row[string], row: number) => string;

/** The cell writer of one column: '' for a missing value (no cell at all). */
export function cellWriter(column: Column, index: number, style: number, timeZone: string): CellWriter {
  const letters = columnLetters(index);
  const asText = (value: Row[string], row: number) =>
    textCell(`${letters}${row}`, value instanceof Date ? value.toISOString() : String(value), style);
  switch (column.type) {
    case 'number':
      return (value, row) =>
        typeof value === 'number' && Number.isFinite(value)
          ? numberCell(`${letters}${row}`, value, style)
          : '';
    case 'datetime':
      return (value, row) => {
        if (value === null || value === undefined) return '';
        if (!(value instanceof Date)) return asText(value, row);
        const ms = value.getTime();
        if (Number.isNaN(ms)) return '';
        return numberCell(`${letters}${row}`, serialOf(ms + offsetMinutes(timeZone, value) * 60_000), style);
      };
    case 'date':
      return (value, row) => {
        if (value === null || value === undefined) return '';
        const ms = typeof value === 'string' ? Date.parse(`${value}T00:00:00Z`) : NaN;
        return Number.isNaN(ms) ? asText(value, row) : numberCell(`${letters}${row}`, serialOf(ms), style);
      };
    default:
      return (value, row) => (value === null || value === undefined ? '' : asText(value, row));
  }
}
