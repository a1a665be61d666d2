import { AVERAGE_OF_ALL_SITES, ENERGY_TOP_SITES, TOP_SITES_LABEL_WRAP } from '@sw/contracts/constants';

// 'Top Energy Consuming Sites' (E-055 … E-057) and the equipment type tile's bars (E-054).

export interface SiteBar {
  /** null for the 'Average of All Sites' bar. */
  siteId: number | null;
  title: string;
  kwh: number;
  average: boolean;
}

/**
 * E-055, E-057: the top `limit` sites by kWh, most first, with the 'Average of All Sites' bar inserted
 * where its value falls (before the first site with less; after sites with as much). No average (no
 * site with data) gives no average bar.
 */
export function topSiteBars(
  entries: readonly { siteId: number; siteTitle: string; siteKwh: number }[],
  average: number | null | undefined,
  limit = ENERGY_TOP_SITES,
): SiteBar[] {
  const bars: SiteBar[] = [...entries]
    .sort((a, b) => b.siteKwh - a.siteKwh || a.siteTitle.localeCompare(b.siteTitle) || a.siteId - b.siteId)
    .slice(0, limit)
    .map((e) => ({ siteId: e.siteId, title: e.siteTitle, kwh: e.siteKwh, average: false }));
  if (average === null || average === undefined || !Number.isFinite(average)) return bars;
  const at = bars.findIndex((b) => b.kwh < average);
  const bar: SiteBar = { siteId: null, title: AVERAGE_OF_ALL_SITES, kwh: average, average: true };
  bars.splice(at === -1 ? bars.length : at, 0, bar);
  return bars;
}

/**
 * E-056: a label broken into lines of at most `width` characters, at spaces where it can; a word
 * longer than a line is cut. Lines are joined with '\n' (ECharts draws each on its own line).
 */
export function wrapLabel(text: string, width = TOP_SITES_LABEL_WRAP): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    let rest = word;
    while (rest.length > width) {
      if (line) {
        lines.push(line);
        line = '';
      }
      lines.push(rest.slice(0, width));
      rest = rest.slice(width);
    }
    if (!rest) continue;
    if (!line) line = rest;
    else if (line.length + 1 + rest.length <= width) line = `${line} ${rest}`;
    else {
      lines.push(line);
      line = rest;
    }
  }
  if (line) lines.push(line);
  return lines.join('\n');
}
