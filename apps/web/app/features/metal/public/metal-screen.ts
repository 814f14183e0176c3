// A door of features/metal (eslint/web-walls.js): what routes, layouts and other features may import from components/metal-screen.tsx.
export { MetalScreen } from '../components/metal-screen';
