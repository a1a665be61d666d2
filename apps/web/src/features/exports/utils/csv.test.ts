import { describe, expect, it } from 'vitest';
import { csvField, csvFileName, toCsv } from './csv';

describe('csv', () => {
  it('quotes fields with commas, quotes and line breaks', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
  });

  it('keeps numbers and defuses text that a spreadsheet would run', () => {
    expect(csvField(-18.25)).toBe('-18.25');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('-1+2')).toBe("'-1+2");
  });

  it('writes a header and rows with CRLF line ends', () => {
    expect(toCsv(['time', 'value'], [['2026-01-01T00:00:00Z', 1.5]])).toBe(
      'time,value\r\n2026-01-01T00:00:00Z,1.5\r\n',
    );
  });

  it('makes safe file names', () => {
    expect(csvFileName('Walk-in Freezer', '2026-03-01')).toBe('Walk-in-Freezer_2026-03-01.csv');
    expect(csvFileName('../../etc')).toBe('..-..-etc.csv');
    expect(csvFileName('')).toBe('export.csv');
  });
});
