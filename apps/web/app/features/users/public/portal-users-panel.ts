// A door of features/users (eslint/web-walls.js): what routes, layouts and other features may import from components/portal-users-panel.tsx.
export { PortalUsersPanel } from '../components/portal-users-panel';
