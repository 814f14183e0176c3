// The orders module's door for other modules and flows: recording an order and its confirmation mail.
export { confirmationMail, ordersListUrl } from './order-mail';
export { insertOrder, type OrderAddress, type OrderLine } from './order-records';
export { mayViewNoteImage } from './order-notes';
