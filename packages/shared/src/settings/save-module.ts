import { defineCall } from '../platform/contract';
import { moduleUpdate, moduleWithRoles } from './schemas';

export const saveModuleSchemas = () => ({ body: moduleUpdate, response: moduleWithRoles });

/** POST /modules/cp: renames, re-orders, switches on or off a module; an inactive module is no one's. */
export const saveModule = defineCall<typeof saveModuleSchemas>()({
  name: 'saveModule',
  domain: 'settings',
  method: 'POST',
  path: '/modules/cp',
  permission: 'CP_CONFIGURATION:EDIT',
  summary: 'Save a module (names, rank, active)',
});
