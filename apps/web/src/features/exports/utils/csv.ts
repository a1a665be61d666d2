/** A cell value of a CSV export. */
export type CsvCell = string | number | null | undefined;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. Text that a spreadsheet
 * would run as a formula (=, +, -, @, tab or CR first) is prefixed with a quote mark so that opening
 * the file never executes anything; numbers are written as they are.
 */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let s = value;
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `${[header, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** A file name safe on every system: letters, digits, dot, dash and underscore. */
export function csvFileName(...parts: readonly string[]): string {
  const base = parts
    .map((p) =>
      p
        .trim()
        .replace(/[^A-Za-z0-9._-]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter(Boolean)
    .join('_');
  return `${base || 'export'}.csv`;
}

/** Saves text as a CSV download (a UTF-8 BOM so spreadsheets read accents and °C correctly). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked on the next turn: some browsers read the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
