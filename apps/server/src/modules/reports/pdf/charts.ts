import * as echarts from 'echarts';
import { fallbackOf, textWidth } from './fonts';

/*
 * Charts for PDFs: the screens' ECharts options rendered on the server as SVG (ECharts' own SSR,
 * no browser), then drawn as vectors by svg-to-pdfkit. The font family names are the PDF's fonts;
 * a text element holding characters the body font lacks (Chinese, Japanese, Korean, Thai) is given
 * the fallback font of its first such character (svg-to-pdfkit draws an element in one font).
 */

export interface ReportChart {
  title: string;
  /** An ECharts option (the same builders as the screens'). */
  option: Record<string, unknown>;
  /** Points; the width is the page's. */
  height?: number;
  /**
   * A horizontal bar chart's labels in full, top to bottom: the writer then sizes the chart for its
   * bars and fits every label to its bar (pdf/bar-labels.ts); `height` is not used.
   */
  barLabels?: string[];
}

// ECharts measures labels (containLabel, overlap) with the fonts the PDF draws them in.
echarts.setPlatformAPI({
  measureText(text: string, font?: string) {
    const size = Number(/(\d+(?:\.\d+)?)px/.exec(font ?? '')?.[1] ?? 12);
    return { width: textWidth(text, size, /\bbold\b|\b[6-9]00\b/.test(font ?? '')) };
  },
});

/** svg-to-pdfkit has no paint-order: a label's white halo would be painted over its letters. */
const HALO = / stroke="[^"]*"| stroke-width="[^"]*"| paint-order="stroke"| stroke-miterlimit="[^"]*"/g;
const TEXT_TAG = /<text [^>]*paint-order="stroke"[^>]*>/g;

const TEXT = /(<text[^>]*?style="[^"]*?font-family:)Body(;[^"]*"[^>]*>)([^<]*)(<\/text>)/g;

export function chartSvg(option: Record<string, unknown>, width: number, height: number): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption({ ...option, animation: false, textStyle: { fontFamily: 'Body', fontSize: 10 } });
    return chart
      .renderToSVGString()
      .replace(TEXT_TAG, (tag) => tag.replace(HALO, ''))
      .replace(TEXT, (all, head: string, tail: string, text: string, end: string) => {
        const font = [...text].map(fallbackOf).find((f) => f !== null);
        return font ? `${head}${font}${tail}${text}${end}` : all;
      });
  } finally {
    chart.dispose();
  }
}
