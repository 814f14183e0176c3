// A door of features/custom-orders (eslint/web-walls.js): what routes, layouts and other features may import from components/design-builder.tsx.
export { DesignBuilder } from '../components/design-builder';
export type { CustomerPickerSlot } from '../components/design-builder';
