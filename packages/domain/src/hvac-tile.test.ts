import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareControlTitles,
  compareHvacTile,
  controlsTitleRank,
  HVAC_TILE_LIMIT,
  type HvacTileCandidate,
  hvacTileRows,
  sortControls,
} from './hvac-tile';

const candidate = fc.record({
  thermostatId: fc.integer({ min: 1, max: 1_000_000 }),
  online: fc.boolean(),
  localOverride: fc.boolean(),
  temperature: fc.option(fc.double({ min: -20, max: 120, noNaN: true }), { nil: null }),
  temperatureUnit: fc.constantFrom<'C' | 'F'>('C', 'F'),
  equipmentTitle: fc.constantFrom('RTU 1', 'RTU 2', 'Rooftop', 'Kitchen HVAC'),
});
const candidates = fc.uniqueArray(candidate, { selector: (c) => c.thermostatId, maxLength: 30 });

const row = (id: number, o: Partial<HvacTileCandidate> = {}): HvacTileCandidate => ({
  thermostatId: id,
  online: true,
  localOverride: false,
  temperature: 20,
  equipmentTitle: `RTU ${id}`,
  ...o,
});

describe('HVAC tile (C-012, C-013)', () => {
  it('puts local overrides first, then the warmest, online only, top 5', () => {
    const rows = [
      row(1, { temperature: 30 }),
      row(2, { temperature: 19, localOverride: true }),
      row(3, { temperature: 40, online: false }),
      row(4, { temperature: 25 }),
      row(5, { temperature: null }),
      row(6, { temperature: 80, temperatureUnit: 'F' }), // 26.7 °C
      row(7, { temperature: 22 }),
      row(8, { temperature: 21 }),
    ];
    expect(hvacTileRows(rows).map((r) => r.thermostatId)).toEqual([2, 1, 6, 4, 7]);
  });
  it('is online only, at most 5, and a sorted prefix of the online rows', () => {
    fc.assert(
      fc.property(candidates, (rows) => {
        const out = hvacTileRows(rows);
        const online = rows.filter((r) => r.online);
        expect(out.length).toBe(Math.min(HVAC_TILE_LIMIT, online.length));
        expect(out.every((r) => r.online)).toBe(true);
        for (let i = 1; i < out.length; i++) expect(compareHvacTile(out[i - 1]!, out[i]!)).toBeLessThan(0);
        // no online row left out beats the last one shown
        const last = out[out.length - 1];
        if (last)
          for (const r of online) if (!out.includes(r)) expect(compareHvacTile(r, last)).toBeGreaterThan(0);
      }),
    );
  });
  it('does not depend on input order', () => {
    fc.assert(
      fc.property(candidates, (rows) => {
        expect(hvacTileRows([...rows].reverse())).toEqual(hvacTileRows(rows));
      }),
    );
  });
});

describe('controls sort order (G-008, G-009)', () => {
  it("puts 'supply' first, then 'return', then the rest, any letter case", () => {
    expect(controlsTitleRank('Supply Air')).toBe(0);
    expect(controlsTitleRank('RETURN air')).toBe(1);
    expect(controlsTitleRank('Return to supply')).toBe(0);
    expect(controlsTitleRank('Zone 1')).toBe(2);
    const titles = ['Zone', 'Return Air', 'Supply Air 2', 'ambient', 'supply air 1', 'return duct'];
    expect(sortControls(titles, (t) => t)).toEqual([
      'supply air 1',
      'Supply Air 2',
      'Return Air',
      'return duct',
      'ambient',
      'Zone',
    ]);
  });
  it('is a total order: ranks never decrease along a sorted list, and sorting is idempotent', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc
            .tuple(fc.string({ maxLength: 12 }), fc.constantFrom('', 'supply', 'Return'))
            .map(([a, b]) => a + b),
          { maxLength: 20 },
        ),
        (titles) => {
          const sorted = sortControls(titles, (t) => t);
          const ranks = sorted.map(controlsTitleRank);
          expect(ranks).toEqual([...ranks].sort());
          expect(sortControls(sorted, (t) => t)).toEqual(sorted);
          expect(sortControls([...titles].reverse(), (t) => t)).toEqual(sorted);
          for (const t of titles) expect(compareControlTitles(t, t)).toBe(0);
        },
      ),
    );
  });
});
