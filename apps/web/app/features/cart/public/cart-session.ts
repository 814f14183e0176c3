// A door of features/cart (eslint/web-walls.js): what routes, layouts and other features may import from cart-session.ts.
export { ensureCartSessionId } from '../cart-session';
