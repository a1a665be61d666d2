import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './constants/passwords';

export * from './constants/passwords';

/** Non-empty and bounded: the policy itself is checked by passwordProblem for a readable message. */
const secret = (label: string) =>
  z
    .string()
    .min(1, `${label} is required`)
    .max(PASSWORD_MAX_LENGTH * 4, `${label} is too long`);

const email = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(320)
  .email('Email is not a valid email address');

/** POST /api/v1/users/password-forget. `website` is accepted but never used to build the link. */
export const PasswordForgetRequest = z.object({
  email,
  website: z.string().max(2048).optional(),
});
export type PasswordForgetRequest = z.infer<typeof PasswordForgetRequest>;

/** POST /api/v1/users/email-password-confirm: completes a reset or an invitation. */
export const EmailPasswordConfirmRequest = z.object({
  email,
  token: z.string().min(1, 'Token is required').max(200),
  password: secret('Password'),
  passwordVerify: secret('Password verification'),
});
export type EmailPasswordConfirmRequest = z.infer<typeof EmailPasswordConfirmRequest>;

/** PATCH /api/v1/users/{id}/password */
export const ChangePasswordRequest = z.object({
  oldPassword: secret('Current password'),
  newPassword: secret('New password'),
  newPasswordVerify: secret('New password verification'),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** A plain acknowledgement. */
export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** The one answer of password-forget, whether or not the email belongs to an account. */
export const PASSWORD_FORGET_MESSAGE =
  'If an account exists for this email, we have sent a link to reset its password.';
