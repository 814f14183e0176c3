// A door of features/reference (eslint/web-walls.js): what routes, layouts and other features may import from api/get-states-of-countries.ts.
export { useStatesOf } from '../api/get-states-of-countries';
