// A door of features/dashboard (eslint/web-walls.js): what routes, layouts and other features may import from components/dashboard-board.tsx.
export { DashboardBoard } from '../components/dashboard-board';
