// A door of features/wishlist (eslint/web-walls.js): what routes, layouts and other features may import from components/add-to-wishlist-button.tsx.
export { AddToWishlistButton } from '../components/add-to-wishlist-button';
