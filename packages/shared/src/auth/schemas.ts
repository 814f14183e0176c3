import { z } from 'zod';
import { language } from '../platform/language';

/** spec §8: 'E-mail must be valid' is the message of every e-mail field. */
export const EMAIL_MESSAGE = 'E-mail must be valid';
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: EMAIL_MESSAGE }))
  // The document shows the check of the piped schema, which its input side (the text before trimming) hides.
  .meta({ format: 'email' });

export const customerSummary = z.object({
  id: z.number().int(),
  accountNumber: z.string(),
  name: z.string(),
});
export type CustomerSummary = z.infer<typeof customerSummary>;

export const availableModule = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  route: z.string().nullable(),
});
export type AvailableModule = z.infer<typeof availableModule>;

export const authUser = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  kind: z.enum(['staff', 'customer']),
  status: z.enum(['active', 'blocked']),
  mustChangePassword: z.boolean(),
  language,
  startupModule: z.string().nullable(),
  imageUrl: z.string().nullable(),
  userDetails: z.object({
    title: z.string().nullable(),
    jobTitle: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  roles: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  permissions: z.array(z.string()),
  scope: z.object({ customerId: z.number().int().nullable(), allCustomers: z.boolean() }),
  activeCustomer: customerSummary.nullable(),
  usersCustomers: z.array(customerSummary),
  availableModules: z.array(availableModule),
  impersonator: z.object({ id: z.number().int(), email: z.string(), fullName: z.string() }).nullable(),
});
export type AuthUser = z.infer<typeof authUser>;

export const authTokensResponse = z.object({
  token: z.string(),
  refreshToken: z.string(),
  user: authUser,
});
export type AuthTokensResponse = z.infer<typeof authTokensResponse>;
