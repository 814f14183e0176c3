// A door of features/contact (eslint/web-walls.js): what routes, layouts and other features may import from components/contact-form.tsx.
export { ContactForm } from '../components/contact-form';
