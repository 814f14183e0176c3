import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { moduleWithRoles } from './schemas';

export const getModulesSchemas = () => ({ response: z.array(moduleWithRoles) });

/** GET /modules/cp: every module with its actions and each role's settings, for the configuration screen. */
export const getModules = defineCall<typeof getModulesSchemas>()({
  name: 'getModules',
  domain: 'settings',
  method: 'GET',
  path: '/modules/cp',
  permission: 'CP_CONFIGURATION:VIEW',
  summary: 'Modules with their actions and role settings',
});
