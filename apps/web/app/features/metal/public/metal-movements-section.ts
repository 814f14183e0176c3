// A door of features/metal (eslint/web-walls.js): what routes, layouts and other features may import from components/metal-movements-section.tsx.
export { MetalMovementsSection } from '../components/metal-movements-section';
