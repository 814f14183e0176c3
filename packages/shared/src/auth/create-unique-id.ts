import { z } from 'zod';
import { wireNumber } from '../platform/numbers';
import { defineCall } from '../platform/contract';
import { id } from '../platform/ids';

export const createUniqueIdSchemas = () => ({
  body: z.object({
    userId: id,
    validMinutes: wireNumber(z.number().int().min(1).max(10080)).default(60),
  }),
  response: z.object({ uniqueId: z.string(), expiresAt: z.string() }),
});

/** POST /auth/unique-id: staff create a single-use sign-in id for a user; it expires. */
export const createUniqueId = defineCall<typeof createUniqueIdSchemas>()({
  name: 'createUniqueId',
  domain: 'auth',
  method: 'POST',
  path: '/auth/unique-id',
  permission: 'CP_USERS:EDIT',
  summary: 'Create a single-use sign-in id for a user',
});
