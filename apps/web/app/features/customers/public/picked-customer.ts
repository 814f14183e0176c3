// A door of features/customers (eslint/web-walls.js): what routes, layouts and other features may import from components/picked-customer.tsx.
export { usePickedCustomer } from '../components/picked-customer';
