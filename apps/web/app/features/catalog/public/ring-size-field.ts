// A door of features/catalog (eslint/web-walls.js): what routes, layouts and other features may import from components/ring-size-field.tsx.
export { RingSizeField, type RingSizeRange } from '../components/ring-size-field';
