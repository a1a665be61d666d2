import type PDFDocument from 'pdfkit';
import { runsOf, textWidth } from './fonts';

type Doc = InstanceType<typeof PDFDocument>;

export interface LineOptions {
  size: number;
  bold?: boolean;
  color?: string;
  /** Room for the text: longer text is cut with an ellipsis. */
  width: number;
  align?: 'left' | 'right' | 'center';
  /** A figure: never cut (a cut number reads as another number); set smaller until it fits. */
  shrink?: boolean;
}

/** Width as the document measures it (pdfkit keeps each word's layout: a long table repeats them). */
function docWidth(doc: Doc, text: string, bold: boolean, size: number): number {
  let w = 0;
  for (const r of runsOf(text))
    w += doc
      .font(r.font ?? (bold ? 'Bold' : 'Body'))
      .fontSize(size)
      .widthOfString(r.text);
  return w;
}

/** `text` shortened with '…' until `measure` says it fits `width` (as it is when it fits). */
function cut(text: string, width: number, measure: (t: string) => number): string {
  if (measure(text) <= width) return text;
  const chars = [...text];
  let lo = 0;
  let hi = chars.length;
  // The longest prefix that fits with the ellipsis (binary search: widths grow with length).
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(`${chars.slice(0, mid).join('')}…`) <= width) lo = mid;
    else hi = mid - 1;
  }
  return `${chars.slice(0, lo).join('').trimEnd()}…`;
}

/** `text` shortened with '…' until it fits `width` at `size`. */
export const cutToWidth = (text: string, size: number, width: number, bold = false) =>
  cut(text, width, (t) => textWidth(t, size, bold));

/**
 * One line of text at (x, y), each run in the font that has its characters, cut to `width`.
 * Returns the width drawn.
 */
export function drawLine(doc: Doc, text: string, x: number, y: number, o: LineOptions): number {
  const bold = o.bold ?? false;
  let size = o.size;
  const measure = (t: string) => docWidth(doc, t, bold, size);
  if (o.shrink) while (size > 5 && measure(text) > o.width) size -= 0.5;
  const shown = o.shrink ? text : cut(text, o.width, measure);
  const total = measure(shown);
  let at = o.align === 'right' ? x + o.width - total : o.align === 'center' ? x + (o.width - total) / 2 : x;
  doc.fillColor(o.color ?? '#1f2933');
  // One baseline for every run: the fonts' ascents differ, so tops would not line up.
  const baseline = y + o.size * 0.93;
  for (const r of runsOf(shown)) {
    doc.font(r.font ?? (bold ? 'Bold' : 'Body')).fontSize(size);
    doc.text(r.text, at, baseline, { lineBreak: false, baseline: 'alphabetic' });
    at += doc.widthOfString(r.text);
  }
  return total;
}

/** Words of `text` in lines of at most `width` points at `size`. */
export function wrapText(text: string, size: number, width: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (t: string) => textWidth(t, size, bold) <= width;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (fits(next)) line = next;
    else {
      if (line) lines.push(line);
      // A word wider than the line (a CJK name has no spaces) is broken between characters.
      line = '';
      for (const char of word) {
        if (line && !fits(line + char)) {
          lines.push(line);
          line = char;
        } else line += char;
      }
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * `text` in at most `maxLines` lines of `width`: what does not fit ends the last line, cut with '…'
 * (a shortened label rather than a hidden one).
 */
export function clampLines(text: string, size: number, width: number, maxLines: number, bold = false) {
  const lines = wrapText(text, size, width, bold);
  if (lines.length <= maxLines) return lines;
  const keep = Math.max(1, maxLines);
  // The last line with all that follows it overflows the line, so its cut ends with '…'.
  return [...lines.slice(0, keep - 1), cutToWidth(lines.slice(keep - 1).join(' '), size, width, bold)];
}
