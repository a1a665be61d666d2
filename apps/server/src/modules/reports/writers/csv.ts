import { Readable } from 'node:stream';
import { type Column, headerOf, type ReportDocument, type Row } from '../report-document';
import { isoInZone } from './zone-time';

/*
 * CSV (RFC 4180): UTF-8 with a byte-order mark (spreadsheets then read accents right), CRLF line
 * ends, a header row per table; several tables follow each other with a blank line and the table's
 * name between them. Instants as ISO 8601 with the zone's offset; text that a spreadsheet would run as
 * a formula gets a leading quote.
 */

const plainFormatters = new Map<number, Intl.NumberFormat>();

/**
 * A number for a file: the same rounding as the screens' formatNumber (@sw/domain: Intl, en-US), so
 * a file and its screen never differ by a half, without thousands separators; no minus sign on a value that rounds to zero.
 */
export function formatPlainNumber(value: number, decimals: number): string {
  let f = plainFormatters.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: false,
    });
    plainFormatters.set(decimals, f);
  }
  const text = f.format(value);
  return /^-0(\.0+)?$/.test(text) ? text.slice(1) : text;
}

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvCell(value: Row[string], column: Column, timeZone: string): string {
  if (value === null || value === undefined) return '';
  switch (column.type) {
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return '';
      if (column.decimals === undefined) return String(value);
      // The screens' rounding (toFixed rounds 98.35 down, the screens up); no '-0.0'.
      return formatPlainNumber(value, column.decimals);
    case 'datetime':
      return value instanceof Date ? isoInZone(value, timeZone) : csvField(String(value));
    default:
      return csvField(value instanceof Date ? value.toISOString() : String(value));
  }
}

/** The document as a CSV stream; `onRows` is told how many rows each batch wrote (progress). */
export function csvStream(doc: ReportDocument, onRows: (n: number) => void = () => {}): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield '\uFEFF';
    let first = true;
    for (const table of doc.tables) {
      if (doc.tables.length > 1) {
        if (!first) yield '\r\n';
        yield `${csvField(table.name)}\r\n`;
      }
      first = false;
      yield `${table.columns.map((c) => csvField(headerOf(c))).join(',')}\r\n`;
      for await (const batch of table.rows()) {
        let chunk = '';
        for (const row of batch)
          chunk += `${table.columns.map((c) => csvCell(row[c.key] ?? null, c, doc.timeZone)).join(',')}\r\n`;
        yield chunk;
        onRows(batch.length);
      }
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
