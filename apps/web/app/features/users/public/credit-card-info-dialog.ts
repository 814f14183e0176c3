// A door of features/users (eslint/web-walls.js): what routes, layouts and other features may import from profile/components/credit-card-info-dialog.tsx.
export { CreditCardInfoDialog, cardLabel } from '../profile/components/credit-card-info-dialog';
