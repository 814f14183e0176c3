// A door of features/finance (eslint/web-walls.js): what routes, layouts and other features may import from components/invoices-page.tsx.
export { InvoicesPage } from '../components/invoices-page';
