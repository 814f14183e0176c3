// A door of features/auth (eslint/web-walls.js): what routes, layouts and other features may import from components/login-form.tsx.
export { LoginForm } from '../components/login-form';
