import { z } from 'zod';
import { emailField } from '../auth/schemas';
import { id } from '../platform/ids';

/** Who may manage portal users: staff with CP_USERS, or a customer's own administrator for its customer only. */
export const MANAGE_USERS = ['CP_USERS:EDIT', 'CP_MY_PROFILE:USERS'] as const;
export const VIEW_USERS = ['CP_USERS:VIEW', 'CP_MY_PROFILE:USERS'] as const;

export const roleSummary = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

/** A user as staff (or the customer's administrator) manage it. */
export const managedUser = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  kind: z.enum(['staff', 'customer']),
  status: z.enum(['active', 'blocked']),
  mustChangePassword: z.boolean(),
  lastLoginAt: z.string().nullable(),
  roles: z.array(roleSummary),
  customers: z.array(
    z.object({ id: z.number().int(), accountNumber: z.string(), name: z.string(), isDefault: z.boolean() }),
  ),
});
export type ManagedUser = z.infer<typeof managedUser>;

export const roleCode = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Z0-9_]+$/, 'Unknown role');

export const inviteUserBody = z.object({
  customerId: id,
  email: emailField,
  firstName: z.string().trim().min(1, 'First name is required').max(80),
  lastName: z.string().trim().min(1, 'Last name is required').max(80),
  roleCodes: z.array(roleCode).min(1, 'Choose at least one role').max(10),
});

export const userIdBody = z.object({ id });
