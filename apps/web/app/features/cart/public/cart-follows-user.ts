// A door of features/cart (eslint/web-walls.js): what routes, layouts and other features may import from cart-follows-user.tsx.
export { CartFollowsUser } from '../cart-follows-user';
