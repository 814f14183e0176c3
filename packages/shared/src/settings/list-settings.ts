import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { adminSetting } from './schemas';

export const listSettingsSchemas = () => ({ response: z.array(adminSetting) });

/** GET /admin-settings/cp/settings: every global setting with its type and rules. */
export const listSettings = defineCall<typeof listSettingsSchemas>()({
  name: 'listSettings',
  domain: 'settings',
  method: 'GET',
  path: '/admin-settings/cp/settings',
  permission: 'CP_CONFIGURATION:VIEW',
  summary: 'Every global setting with its type and rules',
});
