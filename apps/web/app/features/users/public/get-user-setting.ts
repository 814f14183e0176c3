// A door of features/users (eslint/web-walls.js): what routes, layouts and other features may import from api/get-user-setting.ts.
export { getUserSetting, useUserSetting, userSettingQueryOptions } from '../api/get-user-setting';
