import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dismissedChipText, truncate } from './format-text';

describe('truncate', () => {
  it('keeps short titles and shortens long ones to the limit with an ellipsis', () => {
    expect(truncate('Harbor Street', 35)).toBe('Harbor Street');
    expect(truncate('A'.repeat(40), 35)).toBe(`${'A'.repeat(34)}…`);
    expect(truncate(null, 10)).toBe('');
  });

  it('never exceeds the limit and keeps the original prefix', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.integer({ min: 1, max: 60 }), (s, max) => {
        const out = truncate(s, max);
        const n = Array.from(out).length;
        expect(n).toBeLessThanOrEqual(Math.max(max, 0));
        if (Array.from(s).length <= max) expect(out).toBe(s);
        else expect(s.startsWith(out.slice(0, -1))).toBe(true);
      }),
    );
  });
});

describe('dismissedChipText', () => {
  it('cuts comments above 7 characters to 6 plus an ellipsis', () => {
    expect(dismissedChipText('Checked')).toBe('Checked');
    expect(dismissedChipText('Checked!')).toBe('Checke…');
    expect(dismissedChipText(undefined)).toBe('');
  });
});
