import { formatInZone, formatNumber } from '@sw/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvField } from './csv';
import { isoInZone } from './zone-time';

describe('CSV cells (RFC 4180)', () => {
  it('quotes what needs quoting and guards formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('-1+2')).toBe("'-1+2");
    expect(csvField('@cmd')).toBe("'@cmd");
  });

  it('writes numbers at their decimals and leaves missing values empty', () => {
    const col = { key: 'v', header: 'V', type: 'number' as const, decimals: 1 };
    expect(csvCell(3.75, col, 'UTC')).toBe('3.8');
    expect(csvCell(-0.04, col, 'UTC')).toBe('0.0');
    expect(csvCell(-0.06, col, 'UTC')).toBe('-0.1');
    // The screens' rounding: 98.35 is 98.4 on screen, so in the file too (toFixed gives 98.3); no grouping.
    expect(csvCell(98.35, col, 'UTC')).toBe(formatNumber(98.35));
    expect(csvCell(12345.67, col, 'UTC')).toBe('12345.7');
    expect(csvCell(null, col, 'UTC')).toBe('');
    expect(csvCell(Number.NaN, col, 'UTC')).toBe('');
  });

  it('writes instants as ISO 8601 with the zone’s offset, across DST and half-hour zones', () => {
    expect(isoInZone(new Date('2026-11-19T13:30:00Z'), 'Australia/Adelaide')).toBe(
      '2026-11-20T00:00:00+10:30',
    );
    expect(isoInZone(new Date('2025-10-26T00:30:00Z'), 'Europe/London')).toBe('2025-10-26T01:30:00+01:00');
    expect(isoInZone(new Date('2025-10-26T01:30:00Z'), 'Europe/London')).toBe('2025-10-26T01:30:00+00:00');
    expect(isoInZone(new Date('2026-03-08T12:00:00Z'), 'America/New_York')).toBe('2026-03-08T08:00:00-04:00');
    expect(isoInZone(new Date('2026-01-01T00:00:00Z'), 'Asia/Kathmandu')).toBe('2026-01-01T05:45:00+05:45');
  });

  it('agrees with date-fns formatting for any instant and zone', () => {
    const zones = [
      'UTC',
      'Europe/London',
      'Australia/Adelaide',
      'America/St_Johns',
      'Asia/Kolkata',
      'Pacific/Chatham',
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2000-01-01'), max: Date.parse('2040-01-01') }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          const at = new Date(Math.floor(ms / 1000) * 1000);
          expect(isoInZone(at, zone)).toBe(
            formatInZone(at, "yyyy-MM-dd'T'HH:mm:ssXXX", zone).replace('Z', '+00:00'),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
