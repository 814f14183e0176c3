// A door of features/cart (eslint/web-walls.js): what routes, layouts and other features may import from components/add-to-cart-button.tsx.
export { AddToCartButton } from '../components/add-to-cart-button';
