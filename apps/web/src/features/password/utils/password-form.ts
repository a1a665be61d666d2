import { passwordProblem } from '@sw/contracts/constants';

export interface NewPasswordValues {
  password: string;
  passwordVerify: string;
}

export type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, string>>;

/**
 * Spec 1 §5: both fields are required; the rest is the server's policy (A-040: equal, 12 to 256
 * characters, not blank), checked here with the same function so the sentence shows before sending.
 */
export function validateNewPassword({ password, passwordVerify }: NewPasswordValues): NewPasswordErrors {
  if (!password) return { password: 'Password is required', ...(passwordVerify ? {} : verifyRequired) };
  if (!passwordVerify) return verifyRequired;
  const problem = passwordProblem(password, passwordVerify);
  if (!problem) return {};
  return problem.startsWith('Passwords do not match') ? { passwordVerify: problem } : { password: problem };
}

const verifyRequired: NewPasswordErrors = { passwordVerify: 'Please repeat the password' };
