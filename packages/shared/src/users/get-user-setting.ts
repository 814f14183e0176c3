import { defineCall } from '../platform/contract';
import { settingKeyParams, userSetting } from './schemas';

export const getUserSettingSchemas = () => ({
  examples: [{ params: { key: '1' } }],
  params: settingKeyParams,
  response: userSetting,
});

/** GET /usersetting/{key}: a setting of the signed-in user; its value is null until saved. */
export const getUserSetting = defineCall<typeof getUserSettingSchemas>()({
  name: 'getUserSetting',
  domain: 'users',
  method: 'GET',
  path: '/usersetting/{key}',
  permission: '0',
  summary: 'Read a setting of the signed-in user (CP_IsMenuCollapsed, CPV3_DASHBOARD_GRID_LAYOUT, ...)',
});
