import { type Column, headerOf } from '../report-document';
import { textWidth } from './fonts';
import { wrapText } from './text';

/*
 * A PDF table's columns across the page. A header is never cut and a word of it (a unit such as
 * '(kWh/CDD)' is a word) never broken: each column is at least its header's longest word wide, and
 * the header row grows to the lines its headers need. Within that, a column asks for its widest cell
 * (of the rows sampled: the table's first rows); when the page has room to spare it first lowers the
 * header row (widening the columns whose headers are tallest), then goes to the columns in
 * proportion to the template's widths. When the cells want more than the page, the widest text
 * columns give way first (their text is cut with '…'), then figures (set smaller, never cut), down to
 * their headers' words. Only when even the headers' words do not fit side by side is the header set
 * smaller (to 6 pt), and only past that are its words broken.
 */

export interface TableLayout {
  /** Points, adding up to the page's width. */
  widths: number[];
  /** The headers' size and each header's lines at it. */
  headerSize: number;
  headers: string[][];
}

export interface LayoutOptions {
  /** The cells' and (at most) the headers' size. */
  size: number;
  /** Padding on each side of a cell. */
  pad: number;
}

const SMALLEST_HEADER = 6;
/** Rounding slack: a width computed from a text's width holds that text. */
const EPSILON = 0.01;

const longestWord = (text: string, size: number) =>
  Math.max(0, ...text.split(/\s+/).map((w) => textWidth(w, size, true)));

/** A header at the table's header size: its lines at a column width, and its width on one line. */
interface HeaderFit {
  lines: (width: number) => number;
  oneLine: number;
}

/**
 * The widths of `columns` across `total` points; `sample[i]` holds column i's cell texts as
 * drawn.
 */
export function tableLayout(
  columns: Column[],
  sample: string[][],
  total: number,
  o: LayoutOptions,
): TableLayout {
  const texts = columns.map(headerOf);
  const pad = 2 * o.pad + EPSILON;
  let headerSize = o.size;
  const wordsAt = (size: number) => texts.map((t) => longestWord(t, size) + pad);
  let min = wordsAt(headerSize);
  while (sum(min) > total && headerSize > SMALLEST_HEADER) {
    headerSize -= 0.5;
    min = wordsAt(headerSize);
  }
  // Past the smallest header the words themselves share the page (wrapText breaks them).
  if (sum(min) > total) min = min.map((m) => (m * total) / sum(min));
  const natural = min.map((m, i) => Math.max(m, widest(sample[i] ?? [], o.size) + pad));
  const fits: HeaderFit[] = texts.map((t) => ({
    lines: (w) => wrapText(t, headerSize, w - 2 * o.pad, true).length,
    oneLine: textWidth(t, headerSize, true) + pad,
  }));
  const widths =
    sum(natural) <= total ? spread(natural, total, fits, columns) : squeeze(natural, min, total, columns);
  return {
    widths,
    headerSize,
    headers: texts.map((t, i) => wrapText(t, headerSize, widths[i]! - 2 * o.pad, true)),
  };
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Measured: the longest texts (laying a text out costs about 0.2 ms; the widest is among the longest). */
const MEASURED = 8;

function widest(texts: string[], size: number): number {
  const longest = [...new Set(texts)].sort((a, b) => b.length - a.length).slice(0, MEASURED);
  return Math.max(0, ...longest.map((t) => textWidth(t, size)));
}

/** Room to spare: a lower header row first, then the rest as the template's widths share it. */
function spread(natural: number[], total: number, fits: HeaderFit[], columns: Column[]): number[] {
  const widths = [...natural];
  let spare = total - sum(widths);
  for (;;) {
    const counts = widths.map((w, i) => fits[i]!.lines(w));
    const tallest = Math.max(...counts);
    if (tallest <= 1) break;
    // The narrowest width at which each tallest header takes a line fewer (lines fall as width grows).
    const needs = widths.map((w, i) => {
      if (counts[i] !== tallest) return 0;
      let lo = w;
      let hi = fits[i]!.oneLine;
      while (hi - lo > 0.05) {
        const mid = (lo + hi) / 2;
        if (fits[i]!.lines(mid) < tallest) hi = mid;
        else lo = mid;
      }
      return hi - w;
    });
    if (sum(needs) > spare) break;
    needs.forEach((n, i) => {
      widths[i]! += n;
    });
    spare -= sum(needs);
  }
  // The template's widths are characters (as Excel's); a column without one, as an old header's share.
  const weights = columns.map(
    (c) => c.width ?? Math.max(c.type === 'datetime' ? 16 : 8, headerOf(c).length * 0.6),
  );
  const weight = sum(weights);
  return widths.map((w, i) => w + (spare * weights[i]!) / weight);
}

/**
 * Too little room: the widest columns are brought down to one common width (never below their
 * headers' words), text columns before figures.
 */
function squeeze(natural: number[], min: number[], total: number, columns: Column[]): number[] {
  const isText = columns.map((c) => c.type === 'text');
  const textOnly = natural.map((n, i) => (isText[i] ? min[i]! : n));
  const floor = sum(textOnly) <= total ? textOnly : min;
  const at = (cap: number) => natural.map((n, i) => Math.max(floor[i]!, Math.min(n, cap)));
  let lo = 0;
  let hi = Math.max(...natural);
  for (let n = 0; n < 60; n++) {
    const mid = (lo + hi) / 2;
    if (sum(at(mid)) > total) hi = mid;
    else lo = mid;
  }
  const widths = at(lo);
  // What the search leaves over (a fraction of a point) goes to the widest column.
  const widest = widths.indexOf(Math.max(...widths));
  widths[widest]! += total - sum(widths);
  return widths;
}
