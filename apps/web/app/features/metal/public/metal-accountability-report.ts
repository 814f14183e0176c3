// A door of features/metal (eslint/web-walls.js): what routes, layouts and other features may import from components/metal-accountability-report.tsx.
export { MetalAccountabilityReport } from '../components/metal-accountability-report';
