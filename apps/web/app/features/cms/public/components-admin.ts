// A door of features/cms (eslint/web-walls.js): what routes, layouts and other features may import from components/components-admin.tsx.
export { ComponentsAdmin } from '../components/components-admin';
