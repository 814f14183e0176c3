// A door of features/cart (eslint/web-walls.js): what routes, layouts and other features may import from components/cart-view.tsx.
export { CartView } from '../components/cart-view';
