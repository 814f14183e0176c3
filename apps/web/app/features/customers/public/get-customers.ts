// A door of features/customers (eslint/web-walls.js): what routes, layouts and other features may import from api/get-customers.ts.
export type { CustomerRow } from '../api/get-customers';
