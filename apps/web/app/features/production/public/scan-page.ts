// A door of features/production (eslint/web-walls.js): what routes, layouts and other features may import from components/scan-page.tsx.
export { ScanPage } from '../components/scan-page';
