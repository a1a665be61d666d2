import { complianceBarsOption, horizontalBarsOption } from '@sw/domain';
import { describe, expect, it } from 'vitest';
import { barChartHeight, withBarLabels } from './bar-labels';
import { chartSvg } from './charts';

const PAGE = 770;
/** The tallest chart a page holds (writers/pdf.ts: a fresh page less its head and the titles). */
const ROOM = 443;

const SITES = ['Greenleaf Market Adelaide', 'Greenleaf Market Camden'];
const UNITS = ['Refrigeration Rack', 'Walk-in Cooler', 'Walk-in Freezer'];
const LABELS = UNITS.flatMap((u) => SITES.map((s) => `${u} — ${s}`));

/** The category axis's labels ECharts drew (right-aligned left of the bars): each its lines and extent. */
function axisLabels(svg: string) {
  const blocks = new Map<number, { lines: string[]; top: number; bottom: number }>();
  for (const [, attrs, text] of svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)) {
    if (!attrs!.includes('text-anchor="end"')) continue;
    const at = Number(/translate\([\d.]+ ([\d.]+)\)/.exec(attrs!)![1]);
    const y = at + Number(/ y="(-?[\d.]+)"/.exec(attrs!)?.[1] ?? 0);
    const size = Number(/font-size:([\d.]+)px/.exec(attrs!)![1]);
    const block = blocks.get(at) ?? { lines: [], top: y, bottom: y };
    block.lines.push(text!);
    block.top = Math.min(block.top, y - size / 2);
    block.bottom = Math.max(block.bottom, y + size / 2);
    blocks.set(at, block);
  }
  return [...blocks.values()].sort((a, b) => a.top - b.top);
}

function expectApart(blocks: ReturnType<typeof axisLabels>) {
  for (let i = 1; i < blocks.length; i++)
    expect(blocks[i]!.top, blocks[i]!.lines.join(' ')).toBeGreaterThan(blocks[i - 1]!.bottom);
}

function render(labels: string[], option: Record<string, unknown>) {
  const height = Math.min(barChartHeight(labels), ROOM);
  return { height, svg: chartSvg(withBarLabels(option, labels, height), PAGE, height) };
}

const kwh = (labels: string[]) =>
  horizontalBarsOption(labels.map((label, i) => ({ label, value: 1000 * (i + 1), color: '#0ca678' })));

describe('PDF bar charts', () => {
  it('draws every label, two lines at most, none over another (six bars, long names)', () => {
    const { svg } = render(LABELS, kwh(LABELS));
    const blocks = axisLabels(svg);
    expect(blocks.map((b) => b.lines.join(' '))).toEqual(LABELS);
    for (const b of blocks) expect(b.lines.length).toBeLessThanOrEqual(2);
    expectApart(blocks);
  });

  it('gives each label its bar only, and shortens labels with … when many bars share the page', () => {
    const many = Array.from({ length: 20 }, (_, i) => `${LABELS[i % LABELS.length]} ${i + 1}`);
    const { height, svg } = render(many, complianceBarsOption(many.map((label) => ({ label, percent: 90 }))));
    expect(height).toBe(ROOM);
    const option = withBarLabels(complianceBarsOption([]), many, height) as {
      yAxis: { data: string[]; axisLabel: { interval: number } };
    };
    expect(option.yAxis.axisLabel.interval).toBe(0);
    expect(option.yAxis.data).toHaveLength(20);
    for (const [i, label] of option.yAxis.data.entries()) {
      expect(label.split('\n'), label).toHaveLength(1);
      expect(label, many[i]).toMatch(/…$/);
    }
    const blocks = axisLabels(svg);
    expect(blocks.map((b) => b.lines)).toEqual(option.yAxis.data.map((l) => [l]));
    expectApart(blocks);
  });

  it('asks for a line a bar when every label fits on one', () => {
    expect(barChartHeight(['Refrigeration', 'Lighting', 'HVAC', 'Plug Loads'])).toBeLessThan(
      barChartHeight(LABELS.slice(0, 4)),
    );
  });
});
