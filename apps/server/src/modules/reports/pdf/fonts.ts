import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';

/*
 * The PDF fonts, from npm packages so that every machine has them: DejaVu Sans (Latin with every
 * accent, Greek, Cyrillic, symbols such as ° ² €), then fallbacks for what it lacks: Noto Sans SC
 * (Chinese, Japanese kana), Noto Sans KR (Korean Hangul), Noto Sans Thai. A text is drawn in runs,
 * each in the first font that has its characters (pdfkit has no fallback of its own).
 */

const require = createRequire(import.meta.url);
const dejavu = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const noto = (pkg: string, file: string) =>
  path.join(path.dirname(require.resolve(`@expo-google-fonts/${pkg}/package.json`)), '400Regular', file);

/** Fonts tried in this order for a character DejaVu Sans lacks. */
export const FALLBACKS = ['CJK', 'Hangul', 'Thai'] as const;
export type Fallback = (typeof FALLBACKS)[number];
export type FontName = 'Body' | 'Bold' | Fallback;

export const FONT_FILES: Record<FontName, string> = {
  Body: path.join(dejavu, 'DejaVuSans.ttf'),
  Bold: path.join(dejavu, 'DejaVuSans-Bold.ttf'),
  CJK: noto('noto-sans-sc', 'NotoSansSC_400Regular.ttf'),
  Hangul: noto('noto-sans-kr', 'NotoSansKR_400Regular.ttf'),
  Thai: noto('noto-sans-thai', 'NotoSansThai_400Regular.ttf'),
};

let loaded: Record<FontName, fontkit.Font> | null = null;
function fonts(): Record<FontName, fontkit.Font> {
  loaded ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [name, fontkit.openSync(file) as fontkit.Font]),
  ) as Record<FontName, fontkit.Font>;
  return loaded;
}

/** A run's advance at 1 pt by font and text: laying text out costs about 0.2 ms, and tables repeat it. */
const advances = new Map<string, number>();
const MAX_ADVANCES = 20_000;

function advanceOf(name: FontName, text: string): number {
  const key = `${name}\u0000${text}`;
  let advance = advances.get(key);
  if (advance === undefined) {
    const font = fonts()[name];
    advance = font.layout(text).advanceWidth / font.unitsPerEm;
    // Bounded: a long table's figures are mostly different texts.
    if (advances.size >= MAX_ADVANCES) advances.clear();
    advances.set(key, advance);
  }
  return advance;
}

/** The width of `text` drawn at `size` in the PDF's fonts (ECharts lays its labels out with it). */
export function textWidth(text: string, size: number, bold = false): number {
  let width = 0;
  for (const run of runsOf(text)) width += advanceOf(run.font ?? (bold ? 'Bold' : 'Body'), run.text) * size;
  return width;
}

const fallbackCache = new Map<number, Fallback | null>();

/** The fallback font for a character the body fonts lack (null: the body fonts draw it, or none does). */
export function fallbackOf(char: string): Fallback | null {
  const cp = char.codePointAt(0)!;
  let font = fallbackCache.get(cp);
  if (font === undefined) {
    const f = fonts();
    font = f.Body.hasGlyphForCodePoint(cp)
      ? null
      : (FALLBACKS.find((name) => f[name].hasGlyphForCodePoint(cp)) ?? null);
    fallbackCache.set(cp, font);
  }
  return font;
}

export interface Run {
  text: string;
  /** null: the body font (regular or bold). */
  font: Fallback | null;
}

/** `text` cut into runs of one font each ('Łódź 東京' → 'Łódź ', '東京'). */
export function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const font = fallbackOf(char);
    const last = runs.at(-1);
    if (last && last.font === font) last.text += char;
    else runs.push({ text: char, font });
  }
  return runs;
}
