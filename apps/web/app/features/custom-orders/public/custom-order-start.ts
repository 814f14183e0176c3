// A door of features/custom-orders (eslint/web-walls.js): what routes, layouts and other features may import from components/custom-order-start.tsx.
export { CustomOrderStart } from '../components/custom-order-start';
