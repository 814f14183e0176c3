// A door of features/production (eslint/web-walls.js): what routes, layouts and other features may import from components/production-stages-screen.tsx.
export { ProductionStagesScreen } from '../components/production-stages-screen';
