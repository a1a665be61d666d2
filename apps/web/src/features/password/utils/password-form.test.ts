import { describe, expect, it } from 'vitest';
import { validateNewPassword } from './password-form';

describe('validateNewPassword (spec 1 §5, A-040)', () => {
  it('requires both fields', () => {
    expect(validateNewPassword({ password: '', passwordVerify: '' })).toEqual({
      password: 'Password is required',
      passwordVerify: 'Please repeat the password',
    });
    expect(validateNewPassword({ password: 'long-enough-pass', passwordVerify: '' })).toEqual({
      passwordVerify: 'Please repeat the password',
    });
  });

  it("shows the server's policy sentences on the right field", () => {
    expect(validateNewPassword({ password: 'short', passwordVerify: 'short' }).password).toBe(
      'Password must be at least 12 characters long.',
    );
    expect(validateNewPassword({ password: 'long-enough-pass', passwordVerify: 'long-enough-pasS' })).toEqual(
      {
        passwordVerify: 'Passwords do not match.',
      },
    );
    expect(validateNewPassword({ password: 'long-enough-pass', passwordVerify: 'long-enough-pass' })).toEqual(
      {},
    );
  });
});
