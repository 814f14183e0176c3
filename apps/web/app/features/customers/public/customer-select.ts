// A door of features/customers (eslint/web-walls.js): what routes, layouts and other features may import from components/customer-select.tsx.
export { CustomerSelect } from '../components/customer-select';
export type { PickedCustomer } from '../components/customer-select';
