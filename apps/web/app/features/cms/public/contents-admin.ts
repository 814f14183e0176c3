// A door of features/cms (eslint/web-walls.js): what routes, layouts and other features may import from components/contents-admin.tsx.
export { ContentsAdmin } from '../components/contents-admin';
