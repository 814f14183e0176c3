// A door of features/users (eslint/web-walls.js): what routes, layouts and other features may import from api/manage-users.ts.
export { useLinkUserCustomer } from '../api/manage-users';
