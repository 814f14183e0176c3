// A door of features/users (eslint/web-walls.js): what routes, layouts and other features may import from api/get-portal-users-by-customer.ts.
export { usePortalUsersByCustomer } from '../api/get-portal-users-by-customer';
export type { PortalUser } from '../api/get-portal-users-by-customer';
