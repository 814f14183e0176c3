import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';

const actor = z.object({ id: z.number().int(), email: z.string(), fullName: z.string() }).nullable();

export const getUserHistorySchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: z.array(
    z.object({
      id: z.number().int(),
      at: z.string(),
      action: z.string(),
      /** Who did it: the signed-in user, or after switch user the staff member. */
      actor,
      /** After switch user: the user whose session the staff member acted in. */
      onBehalfOf: actor,
      entityType: z.string().nullable(),
      entityId: z.string().nullable(),
      details: z.unknown(),
    }),
  ),
});
/** GET /User/history/{id}: What was done to and by a user: profile, password, role, block and link changes, with who and on whose behalf. */
export const getUserHistory = defineCall<typeof getUserHistorySchemas>()({
  name: 'getUserHistory',
  domain: 'users',
  method: 'GET',
  path: '/User/history/{id}',
  permission: 'CP_USERS:VIEW',
  summary:
    'What was done to and by a user: profile, password, role, block and link changes, with who and on whose behalf',
});
