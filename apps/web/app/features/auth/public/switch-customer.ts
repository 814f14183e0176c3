// A door of features/auth (eslint/web-walls.js): what routes, layouts and other features may import from api/switch-customer.ts.
export { useSwitchCustomer } from '../api/switch-customer';
