// A door of features/customers (eslint/web-walls.js): what routes, layouts and other features may import from components/customer-grid.tsx.
export { CustomerGrid } from '../components/customer-grid';
