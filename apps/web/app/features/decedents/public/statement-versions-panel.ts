// A door of features/decedents (eslint/web-walls.js): what routes, layouts and other features may import from components/statement-versions-panel.tsx.
export { StatementVersionsPanel } from '../components/statement-versions-panel';
