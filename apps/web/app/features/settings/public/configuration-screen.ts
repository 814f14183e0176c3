// A door of features/settings (eslint/web-walls.js): what routes, layouts and other features may import from components/configuration-screen.tsx.
export { ConfigurationScreen } from '../components/configuration-screen';
