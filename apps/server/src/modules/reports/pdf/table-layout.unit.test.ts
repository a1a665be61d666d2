import { describe, expect, it } from 'vitest';
import { type Column, headerOf } from '../report-document';
import { textWidth } from './fonts';
import { tableLayout } from './table-layout';

const PAGE = 770; // A4 landscape less the margins
const O = { size: 8, pad: 4 };
const num = (key: string, header: string, unit?: string): Column => ({ key, header, unit, type: 'number' });
const text = (key: string, header: string, width?: number): Column => ({ key, header, type: 'text', width });

/** The HVAC performance table (templates/hvac.ts). */
const HVAC: Column[] = [
  text('equipment', 'Equipment', 28),
  text('type', 'Type', 18),
  text('site', 'Site', 28),
  text('vendor', 'Manufacturer', 16),
  text('model', 'Model', 16),
  num('compliance', 'Setpoint Compliance', '%'),
  num('avgTemp', 'Space Temperature', '°C'),
  num('deviation', 'Deviation from Setpoint', '°C'),
  num('cooling', 'Daily Cooling Runtime', 'hrs'),
  num('heating', 'Daily Heating Runtime', 'hrs'),
  num('energy', 'Energy Consumed', 'kWh'),
];
const HVAC_CELLS = [
  ['RTU 1', 'RTU 5'],
  ['Rooftop Unit'],
  ['Greenleaf Market Adelaide', 'Greenleaf Market Camden'],
  ['Lennox', 'Carrier'],
  ['Packaged RTU'],
  ['100.0'],
  ['24.03'],
  ['0.63'],
  ['13.0'],
  ['14.8'],
  ['2,010.6'],
];

const fits = (t: string, w: number, size = 8, bold = false) => textWidth(t, size, bold) <= w - 2 * O.pad;

function expectWholeHeaders(columns: Column[], layout: ReturnType<typeof tableLayout>) {
  columns.forEach((c, i) => {
    const lines = layout.headers[i]!;
    // Every word on one line, none dropped: the unit too.
    expect(lines.join(' '), c.header).toBe(headerOf(c));
    for (const line of lines) expect(fits(line, layout.widths[i]!, layout.headerSize, true), line).toBe(true);
  });
  expect(layout.widths.reduce((a, b) => a + b, 0)).toBeCloseTo(PAGE, 6);
}

describe('PDF table layout', () => {
  it('keeps every header whole with its unit, and gives short values narrow columns', () => {
    const layout = tableLayout(HVAC, HVAC_CELLS, PAGE, O);
    expectWholeHeaders(HVAC, layout);
    expect(layout.headerSize).toBe(8);
    expect(layout.headers[7]!.at(-1)).toMatch(/\(°C\)$/);
    expect(layout.headers[8]!.at(-1)).toMatch(/\(hrs\)$/);
    // Room for every cell: the site's name is not cut, and 'RTU 1' takes less than the site.
    HVAC_CELLS.forEach((cells, i) => {
      for (const cell of cells) expect(fits(cell, layout.widths[i]!), cell).toBe(true);
    });
    expect(layout.widths[0]!).toBeLessThan(layout.widths[2]!);
    expect(Math.max(...layout.headers.map((h) => h.length))).toBeLessThanOrEqual(3);
  });

  it('uses spare room to lower the header row', () => {
    const columns = [
      text('a', 'Site'),
      num('b', 'Non-operating hours energy', 'kWh'),
      num('c', 'Days with data'),
    ];
    const layout = tableLayout(columns, [['Camden'], ['1.0'], ['7']], PAGE, O);
    expectWholeHeaders(columns, layout);
    expect(layout.headers.map((h) => h.length)).toEqual([1, 1, 1]);
  });

  it('cuts long text before figures when the cells want more than the page', () => {
    const columns = [
      text('start', 'Start'),
      text('detail', 'Detail', 32),
      text('notes', 'Review notes'),
      num('peak', 'Peak', '°C'),
      num('kwh', 'Total Energy Consumption', 'kWh'),
    ];
    const long = 'Within a defrost cycle that recurs at this time every day, '.repeat(4);
    const cells = [['2026-11-20 16:30'], [long], [long], ['-13.0'], ['1,234,567.8']];
    const layout = tableLayout(columns, cells, PAGE, O);
    expectWholeHeaders(columns, layout);
    // The figures and the short text keep their room; the two long texts share the rest.
    for (const i of [0, 3, 4]) expect(fits(cells[i]![0]!, layout.widths[i]!), columns[i]!.header).toBe(true);
    expect(fits(long, layout.widths[1]!)).toBe(false);
    expect(layout.widths[1]!).toBeCloseTo(layout.widths[2]!, 1);
  });

  it('sets the header smaller before it would break a word, and never runs past the page', () => {
    const columns = Array.from({ length: 14 }, (_, i) => num(`t${i}`, `Temperature ${i}`, '°C'));
    const layout = tableLayout(
      columns,
      columns.map(() => ['1.0']),
      PAGE,
      O,
    );
    expect(layout.headerSize).toBeLessThan(8);
    expect(layout.headerSize).toBeGreaterThanOrEqual(6);
    expectWholeHeaders(columns, layout);
  });

  it('shares the page between the words past the smallest header (too many columns)', () => {
    const columns = Array.from({ length: 40 }, (_, i) => num(`t${i}`, `Temperature ${i}`, '°C'));
    const layout = tableLayout(columns, [], PAGE, O);
    expect(layout.headerSize).toBe(6);
    expect(layout.widths.reduce((a, b) => a + b, 0)).toBeCloseTo(PAGE, 6);
    // Broken inside the word, nothing lost.
    expect(layout.headers[0]!.join('').replace(/\s/g, '')).toBe('Temperature0(°C)');
  });
});
