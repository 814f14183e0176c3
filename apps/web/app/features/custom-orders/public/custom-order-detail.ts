// A door of features/custom-orders (eslint/web-walls.js): what routes, layouts and other features may import from components/custom-order-detail.tsx.
export { CustomOrderDetailView } from '../components/custom-order-detail';
