// A door of features/finance (eslint/web-walls.js): what routes, layouts and other features may import from components/credits-page.tsx.
export { CreditsPage } from '../components/credits-page';
