// A door of features/users (eslint/web-walls.js): what routes, layouts and other features may import from profile/components/card-form.tsx.
export { CardForm } from '../profile/components/card-form';
export type { FieldSpec } from '../profile/components/card-form';
