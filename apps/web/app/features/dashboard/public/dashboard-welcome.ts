// A door of features/dashboard (eslint/web-walls.js): what routes, layouts and other features may import from components/dashboard-welcome.tsx.
export { DashboardWelcome } from '../components/dashboard-welcome';
