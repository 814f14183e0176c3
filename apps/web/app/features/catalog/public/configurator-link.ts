// A door of features/catalog (eslint/web-walls.js): what routes, layouts and other features may import from components/configurator-link.tsx.
export { ConfiguratorLink } from '../components/configurator-link';
