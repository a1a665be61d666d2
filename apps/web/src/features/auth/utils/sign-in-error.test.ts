import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { signInErrorMessage } from './sign-in-error';

describe('signInErrorMessage', () => {
  it('shows the API error of a refused sign-in', () => {
    const error = new ApiError('Invalid email or password', 401, { message: 'Invalid email or password' });
    expect(signInErrorMessage(error)).toBe('Invalid email or password');
  });

  it('shows the sentence, not the code, of a locked account', () => {
    const body = {
      message: 'Account is temporarily locked. Try again in 300 seconds.',
      errors: [{ message: 'TIME_LOCKED', lockType: 'TIME_LOCKED', remainingSeconds: 300 }],
    };
    expect(signInErrorMessage(new ApiError('TIME_LOCKED', 423, body))).toBe(body.message);
  });
});
