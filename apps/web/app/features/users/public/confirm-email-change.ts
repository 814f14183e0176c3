// A door of features/users (eslint/web-walls.js): what routes, layouts and other features may import from profile/components/confirm-email-change.tsx.
export { ConfirmEmailChange } from '../profile/components/confirm-email-change';
