// A door of features/seo (eslint/web-walls.js): what routes, layouts and other features may import from components/seo-admin.tsx.
export { SeoAdmin } from '../components/seo-admin';
