// A door of features/cart (eslint/web-walls.js): what routes, layouts and other features may import from components/cart-status.tsx.
export { CartLoading } from '../components/cart-status';
