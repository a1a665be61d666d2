// CSV as RFC 4180 writes it, and as spreadsheets save it: fields quoted with "..." ("" for a quote;
// delimiters and line breaks inside), CRLF, LF or CR line ends, a UTF-8 byte order mark. The
// delimiter is the header line's: comma, semicolon (Excel in many European locales) or tab.

export interface CsvRecords {
  /** Each record's cells; a record's row number is its index + 1. */
  records: string[][];
  /** The row (1-based) of a record whose quoted cell never closes, else null. */
  unclosedAt: number | null;
}

const CANDIDATES = [',', ';', '\t'] as const;

/** The delimiter the first line uses most (outside quotes); a comma when it has none. */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>(CANDIDATES.map((c) => [c, 0]));
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  let best = ',';
  for (const c of CANDIDATES) if (counts.get(c)! > counts.get(best)!) best = c;
  return best;
}

/**
 * Splits CSV text into records. A quote inside an unquoted cell, or text after a closing quote, is
 * kept as written (lenient, as spreadsheets read it). A last line break does not make an empty record.
 */
export function parseCsv(text: string, delimiter = detectDelimiter(text)): CsvRecords {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let i = 0;
  const n = src.length;
  const endRecord = () => {
    record.push(cell);
    records.push(record);
    record = [];
    cell = '';
  };
  while (i < n) {
    const ch = src[i]!;
    if (ch === '"' && cell === '') {
      // A quoted cell: up to the quote not followed by another quote.
      let j = i + 1;
      let closed = false;
      while (j < n) {
        const q = src.indexOf('"', j);
        if (q < 0) break;
        cell += src.slice(j, q);
        if (src[q + 1] === '"') {
          cell += '"';
          j = q + 2;
          continue;
        }
        j = q + 1;
        closed = true;
        break;
      }
      if (!closed) {
        cell += src.slice(j);
        endRecord();
        return { records, unclosedAt: records.length };
      }
      i = j;
      continue;
    }
    if (ch === delimiter) {
      record.push(cell);
      cell = '';
      i++;
    } else if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && src[i + 1] === '\n' ? 2 : 1;
    } else {
      // Plain text up to the next delimiter or line end, in one slice (a quote inside is text).
      let j = i + 1;
      while (j < n) {
        const c = src[j]!;
        if (c === delimiter || c === '\r' || c === '\n') break;
        j++;
      }
      cell += src.slice(i, j);
      i = j;
    }
  }
  if (cell !== '' || record.length > 0) endRecord();
  return { records, unclosedAt: null };
}

/** One cell as CSV writes it: quoted when it holds the delimiter, a quote or a line break. */
export function csvCell(value: string | number | null | undefined, delimiter = ','): string {
  const s = value === null || value === undefined ? '' : String(value);
  return s.includes(delimiter) || /["\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}
