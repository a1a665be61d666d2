import { validateNewPassword } from './password-form';

export interface ChangeValues {
  oldPassword: string;
  newPassword: string;
  newPasswordVerify: string;
}

export type ChangeErrors = Partial<Record<keyof ChangeValues, string>>;

/** Spec 1 §5: current, new and verification are required; the new password follows the policy. */
export function validateChange(values: ChangeValues): ChangeErrors {
  const errors: ChangeErrors = {};
  if (!values.oldPassword) errors.oldPassword = 'Current password is required';
  const fresh = validateNewPassword({
    password: values.newPassword,
    passwordVerify: values.newPasswordVerify,
  });
  if (fresh.password) errors.newPassword = fresh.password;
  if (fresh.passwordVerify) errors.newPasswordVerify = fresh.passwordVerify;
  // The server refuses the same password again; say so before sending.
  if (!errors.newPassword && values.oldPassword && values.newPassword === values.oldPassword)
    errors.newPassword = 'The new password must differ from the current one.';
  return errors;
}
