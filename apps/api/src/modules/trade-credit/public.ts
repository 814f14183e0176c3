// The trade-credit module's door: the submission decides holds with it; the financial settings read the terms and
// the exposure from it.
export {
  creditExposure,
  creditHoldFor,
  holdMessage,
  holdOrder,
  openHoldOf,
  purchaseApprovalFor,
  tradeTermsOf,
  type Hold,
} from './credit-hold';
export { askApproval } from './hold-decisions';
