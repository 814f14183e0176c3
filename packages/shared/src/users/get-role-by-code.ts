import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { roleCode, VIEW_USERS } from './admin-schemas';

export const getRoleByCodeSchemas = () => ({
  params: z.object({ code: roleCode }),
  response: z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    isStaff: z.boolean(),
    permissions: z.array(z.string()),
  }),
});
/** POST /user/get-role-by-code/{code}: A role and its permissions by code. */
export const getRoleByCode = defineCall<typeof getRoleByCodeSchemas>()({
  name: 'getRoleByCode',
  domain: 'users',
  method: 'POST',
  path: '/user/get-role-by-code/{code}',
  permission: VIEW_USERS,
  summary: 'A role and its permissions by code',
});
