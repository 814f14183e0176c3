// A door of features/auth (eslint/web-walls.js): what routes, layouts and other features may import from start-session.ts.
export { startSession } from '../start-session';
