// A door of features/system (eslint/web-walls.js): what routes, layouts and other features may import from api/get-demo-outbox.ts.
export { OUTBOX_PERMISSION, getDemoOutbox } from '../api/get-demo-outbox';
