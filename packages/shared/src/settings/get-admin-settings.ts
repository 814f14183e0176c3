import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { adminSettingGroup } from './schemas';

export const getAdminSettingsSchemas = () => ({ response: z.array(adminSettingGroup) });

/** GET /adminSettings: the global settings in their groups (spec §3). */
export const getAdminSettings = defineCall<typeof getAdminSettingsSchemas>()({
  name: 'getAdminSettings',
  domain: 'settings',
  method: 'GET',
  path: '/adminSettings',
  permission: 'CP_CONFIGURATION:VIEW',
  summary: 'Global settings in their groups',
});
