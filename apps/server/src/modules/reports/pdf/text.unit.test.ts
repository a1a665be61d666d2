import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { FONT_FILES, runsOf, textWidth } from './fonts';
import { clampLines, drawLine, wrapText } from './text';

function doc() {
  const d = new PDFDocument({ size: 'A4', layout: 'landscape' });
  for (const [name, file] of Object.entries(FONT_FILES)) d.registerFont(name, file);
  const drawn: string[] = [];
  const text = d.text.bind(d);
  d.text = ((t: string, ...rest: unknown[]) => {
    drawn.push(t);
    return (text as (...a: unknown[]) => typeof d)(t, ...rest);
  }) as typeof d.text;
  return { d, drawn };
}

describe('PDF text', () => {
  it('draws each run in the font that has its characters', () => {
    expect(runsOf('Łódź 東京店 서울점 สาขาสีลม')).toEqual([
      { text: 'Łódź ', font: null },
      { text: '東京店', font: 'CJK' },
      { text: ' ', font: null },
      { text: '서울점', font: 'Hangul' },
      { text: ' ', font: null },
      { text: 'สาขาสีลม', font: 'Thai' },
    ]);
  });

  it('has a glyph for every character of names in Latin, Greek, Cyrillic, CJK, Hangul and Thai', () => {
    const fonts = Object.fromEntries(
      Object.entries(FONT_FILES).map(([name, file]) => [name, fontkit.openSync(file) as fontkit.Font]),
    );
    const names =
      'Ærøskøbing Šiauliai Ελληνικό Москва 東京都千代田 大阪なんば 부산 해운대점 เชียงใหม่ ภูเก็ต °C m² €';
    for (const run of runsOf(names))
      for (const char of run.text)
        expect(fonts[run.font ?? 'Body']!.hasGlyphForCodePoint(char.codePointAt(0)!), char).toBe(true);
  });

  it('cuts text with an ellipsis, but never a figure: a figure is set smaller instead', () => {
    const { d, drawn } = doc();
    drawLine(d, 'Walk-in Freezer Number Seven', 0, 0, { size: 8, width: 40 });
    expect(drawn.join('')).toMatch(/…$/);
    drawn.length = 0;
    drawLine(d, '1,234,567.8', 0, 0, { size: 8, width: 30, shrink: true });
    expect(drawn.join('')).toBe('1,234,567.8');
  });

  it('wraps at spaces, and inside a word wider than the line (CJK names have no spaces)', () => {
    const lines = wrapText('東京都千代田区丸の内一丁目店舗冷蔵庫', 10, 60);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('東京都千代田区丸の内一丁目店舗冷蔵庫');
    expect(wrapText('Energy per day', 10, 1000)).toEqual(['Energy per day']);
  });

  it('keeps a label to its lines, the rest cut with an ellipsis on the last one', () => {
    const label = 'Walk-in Cooler — Greenleaf Market Adelaide';
    expect(clampLines(label, 10, 200, 2)).toEqual(['Walk-in Cooler — Greenleaf Market', 'Adelaide']);
    const one = clampLines(label, 10, 200, 1);
    expect(one).toHaveLength(1);
    expect(one[0]).toMatch(/^Walk-in Cooler — Greenleaf Ma.*…$/);
    expect(textWidth(one[0]!, 10)).toBeLessThanOrEqual(200);
    expect(clampLines('Lighting', 10, 200, 1)).toEqual(['Lighting']);
  });
});
