// The orders module's door for other modules and flows: recording an order and its confirmation mail, the lines of
// a job order to re-order.
export { confirmationMail, ordersListUrl } from './order-mail';
export {
  addOrderLine,
  nextNumber,
  insertOrder,
  type AddedOrderLine,
  type OrderAddress,
  type OrderLine,
  type OrderPlacer,
} from './order-records';
export { mayViewNoteImage } from './order-notes';
export { jobOrderLines, pastOrderLines } from './order-detail';
// The dashboard's order cards use the order lists and the status lists of each kind as they are.
export { listOrders, listRequestFrom } from './order-lists';
export { statusesOfKind } from './reference-cache';
export { STATUS_KIND } from './order-kind';
// The seed recounts the demo orders after inserting them.
export { recountOrders } from './order-status';
// The production module's promised dates (a customer who refuses the proposed day cancels the job order) and trade
// credit's declined holds cancel an order like any other: its tab, counts and timeline move together.
export { changeOrderStatus, statusByCode } from './order-status';
// The jobs at-risk list (production module) is kept between requests until an order's status changes.
export { orderStatusChanged } from './order-status';
// Trade credit marks the orders its holds keep waiting; every move of an order refuses a waiting one.
export { assertNotHeld, setOrderHold } from './order-status';
export { setOrderDueDate } from './due-date';
// A repair's price (production module) is charge lines put to the customer through the job order's approval.
export { priceJobCharges, type PricedCharge } from './charge-lines';
