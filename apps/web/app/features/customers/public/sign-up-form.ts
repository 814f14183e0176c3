// A door of features/customers (eslint/web-walls.js): what routes, layouts and other features may import from sign-up/components/sign-up-form.tsx.
export { SignUpForm } from '../sign-up/components/sign-up-form';
