// A door of features/custom-orders (eslint/web-walls.js): what routes, layouts and other features may import from estimate/components/estimate-grid.tsx.
export { EstimateGrid } from '../estimate/components/estimate-grid';
