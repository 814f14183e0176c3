// A door of features/metal (eslint/web-walls.js): the customer's price-lock terms and locks, for the customer's page.
export { CustomerMetalTermsPanel } from '../components/customer-metal-terms-panel';
