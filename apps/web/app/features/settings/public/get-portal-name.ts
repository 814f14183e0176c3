// A door of features/settings (eslint/web-walls.js): what routes, layouts and other features may import from api/get-portal-name.ts.
export { getPortalName } from '../api/get-portal-name';
