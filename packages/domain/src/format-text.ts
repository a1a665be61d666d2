// Title truncation used across tiles (spec 2 §9: 35 active-incidents tile, 30 compliance tile,
// 34 map popup, 16–45 elsewhere) and the dismissed chip (C-107: above 7 characters, first 6 + '…').

/** Shortens text to at most `max` characters, the last of them an ellipsis; shorter text is unchanged. */
export function truncate(text: string | null | undefined, max: number): string {
  const s = text ?? '';
  if (max < 1) return '';
  const chars = Array.from(s);
  if (chars.length <= max) return s;
  return `${chars.slice(0, max - 1).join('')}…`;
}

/** The dismissed chip's comment: longer than 7 characters reads as its first 6 plus an ellipsis. */
export function dismissedChipText(comment: string | null | undefined): string {
  const chars = Array.from(comment ?? '');
  return chars.length > 7 ? `${chars.slice(0, 6).join('')}…` : chars.join('');
}
