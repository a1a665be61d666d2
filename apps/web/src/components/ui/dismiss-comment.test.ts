import { DismissRequest } from '@sw/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DISMISS_COMMENT_MAX, isValidDismissComment } from './dismiss-comment';

describe('dismiss comment (C-100)', () => {
  it('is required and at most 250 characters', () => {
    expect(isValidDismissComment('')).toBe(false);
    expect(isValidDismissComment('   \n ')).toBe(false);
    expect(isValidDismissComment('ok')).toBe(true);
    expect(isValidDismissComment('x'.repeat(DISMISS_COMMENT_MAX))).toBe(true);
    expect(isValidDismissComment('x'.repeat(DISMISS_COMMENT_MAX + 1))).toBe(false);
  });

  it('accepts exactly what the server accepts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) => {
        expect(isValidDismissComment(s)).toBe(DismissRequest.safeParse({ dismissedComment: s }).success);
      }),
    );
  });
});
