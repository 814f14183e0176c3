// A door of features/reference (eslint/web-walls.js): what routes, layouts and other features may import from api/get-countries.ts.
export { useCountries } from '../api/get-countries';
