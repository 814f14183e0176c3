// A door of features/system (eslint/web-walls.js): what routes, layouts and other features may import from components/dev-help.tsx.
export { DevHelp } from '../components/dev-help';
