// A door of features/finance (eslint/web-walls.js): what routes, layouts and other features may import from components/new-card-fields.tsx.
export { NewCardFields } from '../components/new-card-fields';
export type { NewCard } from '../components/new-card-fields';
