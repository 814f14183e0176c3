// A door of features/cms (eslint/web-walls.js): what routes, layouts and other features may import from load-content-page.ts.
export { loadContentPage, textOf } from '../load-content-page';
