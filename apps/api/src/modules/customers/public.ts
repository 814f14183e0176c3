// The customers module's door for other modules: the captcha check the public forms share (sign-up, contact us).
export { CAPTCHA_FAILED, verifyCaptcha } from './captcha';
// Trade credit: staff set the credit limit with the other trade terms.
export { setCreditLimit } from './service';
// A customer by id as the caller may see it (another customer's is missing): commission rates, family pages' look.
export { visibleCustomer } from './visible-customer';
// My profile (users module) keeps the active customer's billing details, contact person and addresses; sign-up checks
// an address as they do.
export {
  addressesOf,
  addShippingAddress,
  checkAddress,
  saveBillingDetails,
  savePrimaryContactPerson,
  shippingAddressOf,
  updateShippingAddress,
} from './customer-records';
