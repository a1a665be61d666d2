import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { cooldownNotice, retryAfterSeconds } from './reset-cooldown';

describe('reset link cooldown (issue 9)', () => {
  it('reads the wait from a 429 answer only', () => {
    const body = { message: 'wait', errors: [{ message: 'wait', retryAfterSeconds: 42 }] };
    expect(retryAfterSeconds(new ApiError('wait', 429, body))).toBe(42);
    expect(retryAfterSeconds(new ApiError('x', 400, body))).toBeNull();
    expect(retryAfterSeconds(new ApiError('x', 429, { message: 'Rate limit exceeded' }))).toBeNull();
    expect(retryAfterSeconds(new Error('x'))).toBeNull();
  });

  it('says when the next link can be asked for', () => {
    expect(cooldownNotice(42)).toContain('You can ask for a new one in 42 seconds.');
    expect(cooldownNotice(1)).toContain('in 1 second.');
  });
});
