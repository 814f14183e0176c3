// A door of features/auth (eslint/web-walls.js): what routes, layouts and other features may import from api/switch-user.ts.
export { useSwitchUser } from '../api/switch-user';
