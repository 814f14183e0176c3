// A door of features/system (eslint/web-walls.js): what routes, layouts and other features may import from api/get-dev-info.ts.
export { getDevInfo } from '../api/get-dev-info';
