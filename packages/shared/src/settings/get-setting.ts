import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { adminSetting } from './schemas';

export const settingCode = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[A-Za-z0-9_]+$/, 'Is not a setting code');

export const getSettingSchemas = () => ({
  examples: [{ params: { code: 'PORTAL_NAME' } }],
  params: z.object({ code: settingCode }),
  response: adminSetting,
});

/** GET /admin-settings/cp/settings/{code}: one global setting. */
export const getSetting = defineCall<typeof getSettingSchemas>()({
  name: 'getSetting',
  domain: 'settings',
  method: 'GET',
  path: '/admin-settings/cp/settings/{code}',
  permission: 'CP_CONFIGURATION:VIEW',
  summary: 'One global setting',
});
