import { z } from 'zod';
import { wireNumber } from '../platform/numbers';
import { defineCall } from '../platform/contract';
import { moduleWithRoles } from './schemas';

const positiveId = wireNumber(z.number().int().positive().max(2_147_483_647));

export const saveRoleSettingsSchemas = () => ({
  body: z.object({
    moduleId: positiveId,
    /** Each role listed gets exactly these actions of the module; roles left out keep theirs. */
    roleSettings: z
      .array(
        z.object({
          roleId: positiveId,
          actions: z.array(z.string().trim().min(1).max(20)).max(20),
        }),
      )
      .min(1)
      .max(50),
  }),
  response: z.object({ message: z.string(), module: moduleWithRoles }),
});

/** POST /modules/cp/roles: which actions of a module each role holds ('Successfully saved role settings.'). */
export const saveRoleSettings = defineCall<typeof saveRoleSettingsSchemas>()({
  name: 'saveRoleSettings',
  domain: 'settings',
  method: 'POST',
  path: '/modules/cp/roles',
  permission: 'CP_CONFIGURATION:EDIT',
  summary: 'Save the role settings of a module',
  refusals: {
    409: 'No staff role would keep the right to edit the configuration',
  },
});
