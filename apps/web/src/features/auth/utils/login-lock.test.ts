import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { isExpired, lockFromError, lockViewFor, remainingSeconds } from './login-lock';

const timeLocked = (seconds: number) =>
  new ApiError('Account is temporarily locked. Try again in 300 seconds.', 423, {
    message: 'Account is temporarily locked. Try again in 300 seconds.',
    errors: [{ message: 'TIME_LOCKED', lockType: 'TIME_LOCKED', remainingSeconds: seconds }],
  });
const suspended = new ApiError('This account is suspended.', 403, {
  message: 'This account is suspended.',
  errors: [{ message: 'SUSPENDED', lockType: 'SUSPENDED' }],
});

describe('lockFromError (spec 1 §4 lock states)', () => {
  it('remembers a time lock with its end and the email', () => {
    expect(lockFromError(timeLocked(300), ' Ann@Demo.example ', 1_000)).toEqual({
      email: 'ann@demo.example',
      lockType: 'TIME_LOCKED',
      until: 301_000,
    });
  });

  it('remembers a suspension without an end', () => {
    expect(lockFromError(suspended, 'a@b.example', 0)).toEqual({
      email: 'a@b.example',
      lockType: 'SUSPENDED',
    });
  });

  it('ignores other failures', () => {
    expect(
      lockFromError(new ApiError('Invalid email or password', 401, { message: 'x' }), 'a@b.c', 0),
    ).toBeNull();
    expect(lockFromError(new Error('network'), 'a@b.c', 0)).toBeNull();
    expect(lockFromError(timeLocked(0), 'a@b.c', 0)).toBeNull();
  });
});

describe('lockViewFor', () => {
  const lock = { email: 'ann@demo.example', lockType: 'TIME_LOCKED' as const, until: 10_000 };

  it('counts the seconds down to zero, then lets the user sign in again', () => {
    expect(lockViewFor(lock, 'ann@demo.example', 0)).toEqual({ kind: 'time-locked', remainingSeconds: 10 });
    expect(lockViewFor(lock, 'ann@demo.example', 9_001)).toEqual({
      kind: 'time-locked',
      remainingSeconds: 1,
    });
    expect(lockViewFor(lock, 'ann@demo.example', 10_000)).toEqual({ kind: 'normal' });
    expect(isExpired(lock, 10_000)).toBe(true);
    expect(isExpired({ email: 'x', lockType: 'SUSPENDED' }, 10_000_000)).toBe(false);
  });

  it('applies only to the email it was reported for', () => {
    expect(lockViewFor(lock, ' ANN@demo.example', 0).kind).toBe('time-locked');
    expect(lockViewFor(lock, 'bob@demo.example', 0)).toEqual({ kind: 'normal' });
    expect(lockViewFor(null, 'ann@demo.example', 0)).toEqual({ kind: 'normal' });
  });

  it('never counts up as time passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400_000 }), fc.integer({ min: 0, max: 400_000 }), (a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(remainingSeconds(lock, late)).toBeLessThanOrEqual(remainingSeconds(lock, early));
      }),
    );
  });
});
