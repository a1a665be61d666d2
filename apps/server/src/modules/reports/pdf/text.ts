import type PDFDocument from 'pdfkit';
import { type Run, runsOf } from './fonts';

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

function widthOf(doc: Doc, runs: Run[], bold: boolean, size: number): number {
  let w = 0;
  for (const r of runs)
    w += doc
      .font(r.font ?? (bold ? 'Bold' : 'Body'))
      .fontSize(size)
      .widthOfString(r.text);
  return w;
}

/** `text` shortened with '…' until it fits `width`. */
function fitted(doc: Doc, text: string, bold: boolean, size: number, width: number): Run[] {
  let runs = runsOf(text);
  if (widthOf(doc, runs, bold, size) <= width) return runs;
  const chars = [...text];
  let lo = 0;
  let hi = chars.length;
  // The longest prefix that fits with the ellipsis (binary search: widths grow with length).
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (widthOf(doc, runsOf(`${chars.slice(0, mid).join('')}…`), bold, size) <= width) lo = mid;
    else hi = mid - 1;
  }
  runs = runsOf(`${chars.slice(0, lo).join('').trimEnd()}…`);
  return runs;
}

/**
 * One line of text at (x, y), each run in the font that has its characters, cut to `width`.
 * Returns the width drawn.
 */
export function drawLine(doc: Doc, text: string, x: number, y: number, o: LineOptions): number {
  const bold = o.bold ?? false;
  let size = o.size;
  if (o.shrink) while (size > 5 && widthOf(doc, runsOf(text), bold, size) > o.width) size -= 0.5;
  const runs = o.shrink ? runsOf(text) : fitted(doc, text, bold, size, o.width);
  const total = widthOf(doc, runs, bold, size);
  let at = o.align === 'right' ? x + o.width - total : o.align === 'center' ? x + (o.width - total) / 2 : x;
  doc.fillColor(o.color ?? '#1f2933');
  // One baseline for every run: the fonts' ascents differ, so tops would not line up.
  const baseline = y + o.size * 0.93;
  for (const r of runs) {
    doc.font(r.font ?? (bold ? 'Bold' : 'Body')).fontSize(size);
    doc.text(r.text, at, baseline, { lineBreak: false, baseline: 'alphabetic' });
    at += doc.widthOfString(r.text);
  }
  return total;
}

/** Words of `text` in lines of at most `width` (for the cover's longer facts). */
export function wrapLines(doc: Doc, text: string, size: number, width: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (t: string) => widthOf(doc, runsOf(t), bold, size) <= width;
  for (const word of text.split(/\s+/)) {
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
