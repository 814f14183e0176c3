// A door of features/finance (eslint/web-walls.js): what routes, layouts and other features may import from api/insert-card.ts.
export { useInsertCard } from '../api/insert-card';
