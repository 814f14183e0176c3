// A door of features/wishlist (eslint/web-walls.js): what routes, layouts and other features may import from components/wishlist-view.tsx.
export { WishlistView } from '../components/wishlist-view';
