import { describe, expect, it } from 'vitest';
import { validateChange } from './change-form';

describe('validateChange (spec 1 §5)', () => {
  it('requires current, new and verification', () => {
    expect(validateChange({ oldPassword: '', newPassword: '', newPasswordVerify: '' })).toEqual({
      oldPassword: 'Current password is required',
      newPassword: 'Password is required',
      newPasswordVerify: 'Please repeat the password',
    });
  });

  it('refuses a new password equal to the current one', () => {
    const same = 'Demo-Password-2026';
    expect(validateChange({ oldPassword: same, newPassword: same, newPasswordVerify: same })).toEqual({
      newPassword: 'The new password must differ from the current one.',
    });
  });

  it('accepts a valid change', () => {
    expect(
      validateChange({
        oldPassword: 'old',
        newPassword: 'a-new-long-password',
        newPasswordVerify: 'a-new-long-password',
      }),
    ).toEqual({});
  });
});
