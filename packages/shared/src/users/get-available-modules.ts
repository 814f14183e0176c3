import { z } from 'zod';
import { availableModule } from '../auth/schemas';
import { defineCall } from '../platform/contract';

export const getAvailableModulesSchemas = () => ({ response: z.array(availableModule) });

/** GET /User/AvailableModules: the modules the signed-in user may open (spec §7). */
export const getAvailableModules = defineCall<typeof getAvailableModulesSchemas>()({
  name: 'getAvailableModules',
  domain: 'users',
  method: 'GET',
  path: '/User/AvailableModules',
  permission: '0',
  summary: 'The modules the signed-in user may open',
});
