// A door of features/auth (eslint/web-walls.js): the sign-in page loads this form on demand, so it has a door of its own.
export { ForgotPasswordForm } from '../components/forgot-password-form';
