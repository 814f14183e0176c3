// A door of features/users (eslint/web-walls.js): what routes, layouts and other features may import from profile/components/sign-up-form.tsx.
export { SignUpForm } from '../profile/components/sign-up-form';
