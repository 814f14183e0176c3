// A door of features/production (eslint/web-walls.js): what routes, layouts and other features may import from components/job-production-panel.tsx.
export { JobProductionPanel } from '../components/job-production-panel';
