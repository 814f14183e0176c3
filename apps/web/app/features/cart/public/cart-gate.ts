// A door of features/cart (eslint/web-walls.js): what routes, layouts and other features may import from components/cart-gate.tsx.
export { CartGate } from '../components/cart-gate';
