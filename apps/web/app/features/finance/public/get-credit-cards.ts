// A door of features/finance (eslint/web-walls.js): what routes, layouts and other features may import from api/get-credit-cards.ts.
export { useCreditCards } from '../api/get-credit-cards';
