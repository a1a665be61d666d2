/// <reference path="../pdf/svg-to-pdfkit.d.ts" />
import type { Writable } from 'node:stream';
import { formatNumber } from '@sw/domain';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { barChartHeight, withBarLabels } from '../pdf/bar-labels';
import { chartSvg } from '../pdf/charts';
import { FALLBACKS, FONT_FILES, type FontName } from '../pdf/fonts';
import { tableLayout } from '../pdf/table-layout';
import { drawLine, wrapText } from '../pdf/text';
import type { Column, ReportDocument, Row, Table } from '../report-document';
import { localMinute, repeatedWallOffset } from './zone-time';

/*
 * PDF through pdfkit, without a browser: A4 landscape; a cover (logo, title, organisation, the
 * request's facts, the zone, when it was made); per table its charts (ECharts SSR SVG drawn as
 * vectors; a bar chart's labels fitted to its bars, pdf/bar-labels.ts) and its rows (columns laid
 * out from the headers and the first rows, pdf/table-layout.ts), breaking across pages with the
 * header row repeated (a table marked newPage, such as a batch PDF's section per equipment item,
 * starts its own page); 'Page n of N' on every page. Pages are kept until the end to number them, hence the PDF's own row limit (MAX_PDF_ROWS).
 */

type Doc = InstanceType<typeof PDFDocument>;

const MARGIN = 36;
const ROW_HEIGHT = 14;
const CELL_PAD = 4;
const SIZE = 8;
/** Rows whose cells size the columns. */
const SAMPLE_ROWS = 200;
const INK = '#1f2933';
const MUTED = '#52606d';
const RULE = '#cbd2d9';
const HEADER_FILL = '#e4e7eb';
const STRIPE_FILL = '#f5f7fa';

export function pdfCell(value: Row[string], column: Column, timeZone: string): string {
  if (value === null || value === undefined) return '';
  switch (column.type) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? formatNumber(value, column.decimals ?? 2)
        : '';
    case 'datetime': {
      if (!(value instanceof Date)) return String(value);
      // In the hour repeated when clocks go back, the offset tells the two apart.
      const offset = repeatedWallOffset(value, timeZone);
      return offset ? `${localMinute(value, timeZone)} ${offset}` : localMinute(value, timeZone);
    }
    default:
      return value instanceof Date ? value.toISOString() : String(value);
  }
}

class PdfReport {
  readonly doc: Doc;
  private y = MARGIN;
  private onCover = true;

  constructor(private readonly report: ReportDocument) {
    this.doc = new PDFDocument({
      size: 'A4',
      layout: 'landscape',
      margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
      bufferPages: true,
      autoFirstPage: true,
      info: { Title: report.title, Author: report.organisation, Creator: 'SiteWatch' },
      lang: 'en',
    });
    for (const [name, file] of Object.entries(FONT_FILES)) this.doc.registerFont(name as FontName, file);
    this.doc.font('Body');
  }

  private get width() {
    return this.doc.page.width - 2 * MARGIN;
  }
  private get bottom() {
    return this.doc.page.height - MARGIN - 16;
  }

  private newPage() {
    this.doc.addPage();
    this.y = MARGIN;
    drawLine(this.doc, `${this.report.title} · ${this.report.organisation}`, MARGIN, this.y, {
      size: 7,
      color: MUTED,
      width: this.width,
    });
    this.y += 16;
  }

  cover() {
    const { doc, report } = this;
    let top = MARGIN;
    if (report.logo && 'svg' in report.logo) {
      SVGtoPDF(doc, report.logo.svg, MARGIN, top, {
        width: 72,
        height: 72,
        preserveAspectRatio: 'xMinYMin meet',
        assumePt: true,
      });
      top += 88;
    } else if (report.logo) {
      // An uploaded logo keeps its proportions within the same box (wide logos up to three times).
      doc.image(report.logo.image, MARGIN, top, { fit: [216, 72] });
      top += 88;
    }
    for (const line of wrapText(report.title, 24, this.width, true)) {
      drawLine(doc, line, MARGIN, top, { size: 24, bold: true, width: this.width });
      top += 30;
    }
    drawLine(doc, report.organisation, MARGIN, top, { size: 14, color: MUTED, width: this.width });
    top += 32;
    const facts: [string, string][] = [
      ...report.facts,
      ['Times shown in', report.timeZone],
      ['Generated', `${localMinute(new Date(), report.timeZone)} (${report.timeZone})`],
    ];
    for (const [key, value] of facts) {
      if (top + 14 > this.bottom) {
        this.newPage();
        top = this.y;
      }
      drawLine(doc, key, MARGIN, top, { size: 10, bold: true, width: 150 });
      const lines = wrapText(value, 10, this.width - 160);
      for (const line of lines.length ? lines : ['']) {
        // Long facts (every group of a large chain) continue on the next page.
        if (top + 14 > this.bottom) {
          this.newPage();
          top = this.y;
        }
        drawLine(doc, line, MARGIN + 160, top, { size: 10, width: this.width - 160 });
        top += 14;
      }
      top += 4;
    }
  }

  async table(table: Table, onRows: (n: number) => void) {
    const { doc } = this;
    // A table follows the one before it on the same page when it asks to and there is room for its
    // title, a chart or a few rows; the first one leaves the cover.
    // The tallest chart a fresh page holds under its running head, the table's title and the chart's.
    const roomForChart = this.bottom - (MARGIN + 16) - 22 - 14 - 12;
    const heights = (table.charts ?? []).map((c) =>
      Math.min(c.barLabels ? barChartHeight(c.barLabels) : (c.height ?? 220), roomForChart),
    );
    // The title goes with the chart (or the first rows) that follows it.
    const firstNeeds = 22 + (heights.length ? 14 + heights[0]! + 12 : 80);
    if (this.onCover || table.newPage || this.y + 18 + firstNeeds > this.bottom) this.newPage();
    else this.y += 18;
    this.onCover = false;
    drawLine(doc, table.name, MARGIN, this.y, { size: 13, bold: true, width: this.width });
    this.y += 22;
    for (const [n, chart] of (table.charts ?? []).entries()) {
      const height = heights[n]!;
      if (this.y + 14 + height + 12 > this.bottom) this.newPage();
      drawLine(doc, chart.title, MARGIN, this.y, { size: 10, bold: true, width: this.width });
      this.y += 14;
      const option = chart.barLabels ? withBarLabels(chart.option, chart.barLabels, height) : chart.option;
      SVGtoPDF(doc, chartSvg(option, Math.round(this.width), height), MARGIN, this.y, {
        width: this.width,
        height,
        assumePt: true,
        fontCallback: (family) => ((FALLBACKS as readonly string[]).includes(family) ? family : 'Body'),
        warningCallback: () => {},
      });
      this.y += height + 12;
    }
    const batches = table.rows()[Symbol.asyncIterator]();
    let index = 0;
    try {
      const first = await batches.next();
      // The first rows (a batch: a few hundred at most) tell the columns what their cells hold.
      const sample = first.done ? [] : first.value.slice(0, SAMPLE_ROWS);
      const layout = tableLayout(
        table.columns,
        table.columns.map((c) => sample.map((row) => pdfCell(row[c.key] ?? null, c, this.report.timeZone))),
        this.width,
        { size: SIZE, pad: CELL_PAD },
      );
      const { widths, headers, headerSize } = layout;
      const lineHeight = headerSize + 2;
      const headerHeight = Math.max(1, ...headers.map((h) => h.length)) * lineHeight + 6;
      const header = () => {
        doc.rect(MARGIN, this.y, this.width, headerHeight).fill(HEADER_FILL);
        let x = MARGIN;
        table.columns.forEach((c, i) => {
          for (const [n, line] of headers[i]!.entries())
            drawLine(doc, line, x + CELL_PAD, this.y + 3 + n * lineHeight, {
              size: headerSize,
              bold: true,
              width: widths[i]! - 2 * CELL_PAD,
              align: c.type === 'number' ? 'right' : 'left',
            });
          x += widths[i]!;
        });
        this.y += headerHeight;
      };
      if (this.y + headerHeight + ROW_HEIGHT > this.bottom) this.newPage();
      header();
      const draw = (batch: Row[]) => {
        for (const row of batch) {
          if (this.y + ROW_HEIGHT > this.bottom) {
            this.newPage();
            header();
          }
          if (index++ % 2 === 1) doc.rect(MARGIN, this.y, this.width, ROW_HEIGHT).fill(STRIPE_FILL);
          let x = MARGIN;
          table.columns.forEach((c, i) => {
            drawLine(doc, pdfCell(row[c.key] ?? null, c, this.report.timeZone), x + CELL_PAD, this.y + 3, {
              size: SIZE,
              width: widths[i]! - 2 * CELL_PAD,
              align: c.type === 'number' ? 'right' : 'left',
              color: INK,
              shrink: c.type !== 'text',
            });
            x += widths[i]!;
          });
          this.y += ROW_HEIGHT;
        }
        onRows(batch.length);
      };
      if (!first.done) {
        draw(first.value);
        for (let next = await batches.next(); !next.done; next = await batches.next()) draw(next.value);
      }
    } finally {
      // A failure while drawing still ends the rows' query.
      await batches.return?.();
    }
    doc
      .moveTo(MARGIN, this.y)
      .lineTo(MARGIN + this.width, this.y)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
    if (index === 0) {
      drawLine(doc, 'No data in this period.', MARGIN, this.y + 6, {
        size: 9,
        color: MUTED,
        width: this.width,
      });
      this.y += 20;
    }
  }

  /** 'Page n of N' at the foot of every page (written once all pages exist). */
  footers() {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      // Writing below the bottom margin would start a new page: lift it while the footer is drawn.
      const margin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      drawLine(doc, `Page ${i + 1} of ${range.count}`, MARGIN, doc.page.height - MARGIN, {
        size: 7,
        color: MUTED,
        width: this.width,
        align: 'right',
      });
      doc.page.margins.bottom = margin;
    }
  }
}

/** Writes the PDF to `out`; resolves once it is complete. */
export async function writePdf(
  report: ReportDocument,
  out: Writable,
  onRows: (n: number) => void = () => {},
): Promise<void> {
  const pdf = new PdfReport(report);
  const done = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve).on('error', reject);
    pdf.doc.on('error', reject);
  });
  // Observed at once: a stream that fails while rows are still being read must not be an unhandled
  // rejection (it would end the process); the failure reaches the caller through the throw below.
  done.catch(() => {});
  pdf.doc.pipe(out);
  try {
    pdf.cover();
    for (const table of report.tables) await pdf.table(table, onRows);
    pdf.footers();
  } catch (err) {
    pdf.doc.unpipe(out);
    out.destroy(err as Error);
    throw err;
  }
  pdf.doc.end();
  await done;
}
