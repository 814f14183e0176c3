// A door of features/customers (eslint/web-walls.js): what routes, layouts and other features may import from api/get-customers-with-active-portal-user.ts.
export { useCustomersWithActivePortalUser } from '../api/get-customers-with-active-portal-user';
