// A door of features/customers (eslint/web-walls.js): what routes, layouts and other features may import from components/sign-up-applications.tsx.
export { SignUpApplications } from '../components/sign-up-applications';
