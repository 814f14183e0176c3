// A door of features/system (eslint/web-walls.js): what routes, layouts and other features may import from api/get-health.ts.
export { getHealth } from '../api/get-health';
