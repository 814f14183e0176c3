// A door of features/decedents (eslint/web-walls.js): what routes, layouts and other features may import from components/decedents-page.tsx.
export { DecedentsPage } from '../components/decedents-page';
