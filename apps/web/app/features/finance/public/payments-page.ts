// A door of features/finance (eslint/web-walls.js): what routes, layouts and other features may import from components/payments-page.tsx.
export { PaymentsPage } from '../components/payments-page';
