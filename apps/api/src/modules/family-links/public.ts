// The family links module's door: a flow opens a link by its token (the PIN checked) and keeps the family order.
export { checkPin, openLink } from './family-page';
export { claimFamilyConfirmation, type FamilyConfirmation } from './family-order-mail';
export { recordFamilyOrder } from './family-orders';
