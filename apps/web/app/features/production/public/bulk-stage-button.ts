// A door of features/production (eslint/web-walls.js): what routes, layouts and other features may import from components/bulk-stage-button.tsx.
export { BulkStageButton } from '../components/bulk-stage-button';
