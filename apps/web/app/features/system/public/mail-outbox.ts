// A door of features/system (eslint/web-walls.js): what routes, layouts and other features may import from components/mail-outbox.tsx.
export { MailOutbox } from '../components/mail-outbox';
