// A door of features/reference (eslint/web-walls.js): what routes, layouts and other features may import from api/get-states.ts.
export { useStates } from '../api/get-states';
