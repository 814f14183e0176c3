// A door of features/cms (eslint/web-walls.js): what routes, layouts and other features may import from components/content-page.tsx.
export { ContentPage } from '../components/content-page';
