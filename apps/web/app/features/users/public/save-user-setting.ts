// A door of features/users (eslint/web-walls.js): what routes, layouts and other features may import from api/save-user-setting.ts.
export { useSaveUserSetting } from '../api/save-user-setting';
