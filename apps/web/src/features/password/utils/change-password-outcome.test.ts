import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { authErrorText, outcomeOf } from './change-password-outcome';

describe('outcomeOf (A-056 … A-058)', () => {
  it("marks the server's wrong current password as authError", () => {
    const wrong = new ApiError('your old password is not correct', 400, {
      message: 'your old password is not correct',
      errors: [{ message: 'your old password is not correct' }],
    });
    expect(outcomeOf(wrong)).toBe('authError');
    expect(authErrorText()).toBe('Your old password is not correct');
  });

  it('marks everything else as error', () => {
    expect(
      outcomeOf(new ApiError('Passwords do not match.', 400, { message: 'Passwords do not match.' })),
    ).toBe('error');
    expect(outcomeOf(new ApiError('API request failed 500', 500, null))).toBe('error');
    expect(outcomeOf(new Error('offline'))).toBe('error');
  });
});
