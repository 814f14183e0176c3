import { z } from 'zod';

/** spec §8: 'E-mail must be valid' is the message of every e-mail field. */
export const EMAIL_MESSAGE = 'E-mail must be valid';
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: EMAIL_MESSAGE }));

/** api-conventions: `{ email, password }`; a `username` field holding the e-mail is accepted too. */
export const portalLoginRequest = z
  .object({
    email: emailField.optional(),
    username: emailField.optional(),
    password: z.string().min(1, 'Password is required').max(200),
    captchaToken: z.string().max(4000).optional(),
  })
  .refine((b) => b.email !== undefined || b.username !== undefined, {
    message: EMAIL_MESSAGE,
    path: ['email'],
  });
export type PortalLoginRequest = z.infer<typeof portalLoginRequest>;

/** spec §7: the payload field `token` holds the stored token without the Bearer prefix. */
export const refreshTokenRequest = z
  .object({
    refreshToken: z.string().min(10).max(200).optional(),
    token: z.string().min(10).max(4000).optional(),
  })
  .refine((b) => b.refreshToken !== undefined || b.token !== undefined, {
    message: 'Refresh token is required',
    path: ['refreshToken'],
  });

export const logoutRequest = z.object({ refreshToken: z.string().max(200).optional() }).optional();
export const switchUserRequest = z
  .object({ userId: z.coerce.number().int().positive().optional(), email: emailField.optional() })
  .refine((b) => b.userId !== undefined || b.email !== undefined, {
    message: 'A user is required',
    path: ['userId'],
  });
export const switchCustomerRequest = z.object({ customerId: z.coerce.number().int().positive() });
export const loginWithUniqueIdRequest = z.object({ uniqueId: z.string().min(16).max(200) });
export const createUniqueIdRequest = z.object({
  userId: z.coerce.number().int().positive(),
  validMinutes: z.coerce.number().int().min(1).max(10080).default(60),
});

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
  language: z.enum(['en', 'fr']),
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

export const uniqueIdResponse = z.object({ uniqueId: z.string(), expiresAt: z.string() });

export const changePasswordRequest = z
  .object({
    currentPassword: z.string().min(1).max(200),
    newPassword: z
      .string()
      .min(10, 'The password needs at least 10 characters')
      .max(200)
      .regex(/[A-Za-z]/, 'The password needs a letter')
      .regex(/[0-9]/, 'The password needs a digit'),
    confirmPassword: z.string().optional(),
  })
  .refine((b) => b.confirmPassword === undefined || b.confirmPassword === b.newPassword, {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  });

export const forgotPasswordRequest = z.object({ email: emailField });
