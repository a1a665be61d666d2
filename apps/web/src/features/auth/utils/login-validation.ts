import { emailProblem } from '../../../lib/email';

export interface LoginValues {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** Spec 1 §5: both fields non-empty and the email in a valid format. Empty result = valid. */
export function validateLogin({ email, password }: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const problem = emailProblem(email);
  if (problem) errors.email = problem;
  if (!password) errors.password = 'Password is required';
  return errors;
}
