import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { settingCode } from './get-setting';
import { adminSetting } from './schemas';

export const updateSettingSchemas = () => ({
  params: z.object({ code: settingCode }),
  body: z.object({
    /** Checked against the setting's type and rules; booleans and numbers may come as JSON values. */
    value: z.union([z.string().max(4000), z.number(), z.boolean()]).transform((v) => String(v)),
  }),
  response: adminSetting,
});

/** PUT /admin-settings/cp/settings/{code}: sets a global setting's value, checked against its type and rules. */
export const updateSetting = defineCall<typeof updateSettingSchemas>()({
  name: 'updateSetting',
  domain: 'settings',
  method: 'PUT',
  path: '/admin-settings/cp/settings/{code}',
  permission: 'CP_CONFIGURATION:EDIT',
  summary: 'Set a global setting',
});
