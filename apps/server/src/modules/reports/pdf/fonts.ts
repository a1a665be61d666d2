import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';

/*
 * The PDF fonts, from npm packages so that every machine has them: DejaVu Sans (Latin with every
 * accent, Greek, Cyrillic, symbols such as ° ² €) and Noto Sans SC (Chinese, Japanese kana). A
 * text is drawn in runs, each in the first font that has its characters (pdfkit has no fallback).
 */

const require = createRequire(import.meta.url);
const dejavu = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const noto = path.dirname(require.resolve('@expo-google-fonts/noto-sans-sc/package.json'));

export type FontName = 'Body' | 'Bold' | 'CJK';

export const FONT_FILES: Record<FontName, string> = {
  Body: path.join(dejavu, 'DejaVuSans.ttf'),
  Bold: path.join(dejavu, 'DejaVuSans-Bold.ttf'),
  CJK: path.join(noto, '400Regular', 'NotoSansSC_400Regular.ttf'),
};

let loaded: { body: fontkit.Font; bold: fontkit.Font; cjk: fontkit.Font } | null = null;
function fonts() {
  loaded ??= {
    body: fontkit.openSync(FONT_FILES.Body) as fontkit.Font,
    bold: fontkit.openSync(FONT_FILES.Bold) as fontkit.Font,
    cjk: fontkit.openSync(FONT_FILES.CJK) as fontkit.Font,
  };
  return loaded;
}

/** The width of `text` drawn at `size` in the PDF's fonts (ECharts lays its labels out with it). */
export function textWidth(text: string, size: number, bold = false): number {
  const f = fonts();
  let width = 0;
  for (const run of runsOf(text)) {
    const font = run.cjk ? f.cjk : bold ? f.bold : f.body;
    width += (font.layout(run.text).advanceWidth / font.unitsPerEm) * size;
  }
  return width;
}

/** Whether the body fonts lack this character and the CJK font has it. */
export function needsCjk(char: string): boolean {
  const cp = char.codePointAt(0)!;
  const { body, cjk } = fonts();
  return !body.hasGlyphForCodePoint(cp) && cjk.hasGlyphForCodePoint(cp);
}

export interface Run {
  text: string;
  cjk: boolean;
}

/** `text` cut into runs of one font each ('Łódź 東京' → 'Łódź ', '東京'). */
export function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const cjk = needsCjk(char);
    const last = runs.at(-1);
    if (last && last.cjk === cjk) last.text += char;
    else runs.push({ text: char, cjk });
  }
  return runs;
}
