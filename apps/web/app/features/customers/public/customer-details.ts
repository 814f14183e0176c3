// A door of features/customers (eslint/web-walls.js): what routes, layouts and other features may import from components/customer-details.tsx.
export { CustomerDetails } from '../components/customer-details';
