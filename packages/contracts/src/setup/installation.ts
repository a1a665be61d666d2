import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/passwords';
import { OrganizationCreate } from './organization';

/** Whether the installation still waits for its first administrator (public). */
export const InstallationState = z.object({ needsFirstAdmin: z.boolean() });

export const AdministratorFields = z.object({
  email: z.string().trim().min(1, 'Required').max(320).email('Not a valid email address'),
  firstName: z.string().trim().min(1, 'Required').max(100),
  lastName: z.string().trim().min(1, 'Required').max(100),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `At least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `At most ${PASSWORD_MAX_LENGTH} characters`)
    .refine((p) => p.trim() !== '', 'Must not be blank'),
});

/** The one-time link's form: the first organisation and its administrator. */
export const FirstAdminRequest = z
  .object({
    token: z.string().min(20).max(200),
    organization: OrganizationCreate,
    administrator: AdministratorFields.strict(),
  })
  .strict();
export type FirstAdminRequest = z.input<typeof FirstAdminRequest>;

export const FirstAdminResponse = z.object({
  organizationId: z.number(),
  userId: z.number(),
  email: z.string(),
});
