import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { inviteErrorMessage, inviterAddress } from './invite-status';

describe('inviteErrorMessage (spec 1 §8)', () => {
  it('calls a 401 an expired link', () => {
    expect(inviteErrorMessage(new ApiError('Unauthorized', 401, null))).toBe(
      'Your registration link has expired.',
    );
  });

  it("says 'Unexpected {error}' for anything else", () => {
    expect(inviteErrorMessage(new ApiError('API request failed 500', 500, null))).toBe(
      'Unexpected API request failed 500',
    );
    expect(inviteErrorMessage(undefined)).toBe('Unexpected Error');
  });
});

describe('inviterAddress (A-049, A-050)', () => {
  it('accepts an email address only', () => {
    expect(inviterAddress(' admin@demo.example ')).toBe('admin@demo.example');
    expect(inviterAddress('Avery Morgan')).toBeNull();
    expect(inviterAddress('a@b.example?subject=x <script>')).toBeNull();
    expect(inviterAddress(undefined)).toBeNull();
  });
});
