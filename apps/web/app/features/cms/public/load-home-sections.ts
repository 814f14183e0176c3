// A door of features/cms (eslint/web-walls.js): what routes, layouts and other features may import from load-home-sections.ts.
export { loadHomeSections } from '../load-home-sections';
export type { HomeCard } from '../load-home-sections';
