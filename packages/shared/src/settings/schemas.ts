import { z } from 'zod';

/** A module of the portal (spec §5), named in the caller's language. */
export const moduleSummary = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  moduleCode: z.string(),
  route: z.string().nullable(),
});

/** A module with its actions and what each role may do in it (the configuration screen). */
export const moduleWithRoles = moduleSummary.extend({
  rank: z.number(),
  staffOnly: z.boolean(),
  isActive: z.boolean(),
  actions: z.array(z.string()),
  roleSettings: z.array(
    z.object({
      roleId: z.number(),
      roleCode: z.string(),
      roleName: z.string(),
      actions: z.array(z.string()),
    }),
  ),
});
