import { describe, expect, it } from 'vitest';
import { csvCell, detectDelimiter, parseCsv } from './csv';

describe('import CSV parser', () => {
  it('reads RFC 4180: quotes, doubled quotes, delimiters and line breaks inside quotes, CRLF, a BOM', () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""","line 1\r\nline 2"\r\n1,,3\r\n';
    expect(parseCsv(text)).toEqual({
      records: [
        ['a', 'b', 'c'],
        ['x, y', 'say "hi"', 'line 1\r\nline 2'],
        ['1', '', '3'],
      ],
      unclosedAt: null,
    });
  });

  it('takes LF and CR line ends, a last line without a break, and quotes inside unquoted text as text', () => {
    expect(parseCsv('a,b\nc,d\re,f"g').records).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f"g'],
    ]);
    expect(parseCsv('"ab"c,d').records).toEqual([['abc', 'd']]);
  });

  it('reports the record of a quote that never closes', () => {
    expect(parseCsv('a,b\n1,"open\n2,3\n')).toMatchObject({ unclosedAt: 2 });
  });

  it("uses the header line's delimiter: comma, semicolon or tab", () => {
    expect(detectDelimiter('a;b;"c,d"\n1,2')).toBe(';');
    expect(detectDelimiter('a\tb\tc')).toBe('\t');
    expect(detectDelimiter('a')).toBe(',');
    expect(parseCsv('a;b\n1;"2;3"').records).toEqual([
      ['a', 'b'],
      ['1', '2;3'],
    ]);
  });

  it('writes a cell quoted only when it must be', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    expect(csvCell(null)).toBe('');
    expect(csvCell(1.5)).toBe('1.5');
  });
});
