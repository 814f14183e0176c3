import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { settingKeyParams, userSetting } from './schemas';

export const saveUserSettingSchemas = () => ({
  params: settingKeyParams,
  body: z.object({
    value: z.union([z.string(), z.number(), z.boolean()]).transform(String).pipe(z.string().max(20000)),
  }),
  response: userSetting,
});

/** POST /usersetting/{key} with `{ value }`: saved as text. */
export const saveUserSetting = defineCall<typeof saveUserSettingSchemas>()({
  name: 'saveUserSetting',
  domain: 'users',
  method: 'POST',
  path: '/usersetting/{key}',
  permission: '0',
  summary: 'Save a setting of the signed-in user',
});
