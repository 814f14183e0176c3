/**
 * Why a card was declined, in words a payer can act on. A processor's own text (Square's "Authorization error:
 * 'GENERIC_DECLINE'", NMI's "DECLINE") never reaches a user: each known code has a sentence, translated in
 * locales/fr.json, and an unknown one reads as a plain decline. Codes: Square's payment error codes and NMI's response
 * codes (docs/payments.md).
 */
const BANK_REFUSED = "The card's bank refused the payment.";
const CSC_REFUSED = "The card's security code (CSC) does not match.";
const EXPIRY_REFUSED = "The card's expiry date was refused.";
const NO_FUNDS = 'The card has insufficient funds or credit for this payment.';
const CARD_REFUSED = 'This card cannot be used for this payment.';

const REASONS: Record<string, string> = {
  GENERIC_DECLINE: BANK_REFUSED,
  CARD_DECLINED: BANK_REFUSED,
  DECLINED: BANK_REFUSED,
  '200': BANK_REFUSED,
  '201': BANK_REFUSED,
  CVV_FAILURE: CSC_REFUSED,
  '225': CSC_REFUSED,
  ADDRESS_VERIFICATION_FAILURE: 'The billing postal code does not match the card.',
  INVALID_EXPIRATION: EXPIRY_REFUSED,
  CARD_EXPIRED: EXPIRY_REFUSED,
  '223': EXPIRY_REFUSED,
  '224': EXPIRY_REFUSED,
  INSUFFICIENT_FUNDS: NO_FUNDS,
  TRANSACTION_LIMIT: NO_FUNDS,
  '202': NO_FUNDS,
  '203': NO_FUNDS,
  CARD_NOT_SUPPORTED: CARD_REFUSED,
  INVALID_ACCOUNT: CARD_REFUSED,
  PAN_FAILURE: CARD_REFUSED,
  '204': CARD_REFUSED,
  '220': CARD_REFUSED,
  CARD_TOKEN_USED: 'The card details were already used: enter the card again.',
  DUPLICATE: 'The processor refused a duplicate of this payment.',
  NOT_CHARGED: 'The card processor has no charge for this payment.',
};

/** The sentence for a processor's decline code; an unknown or missing code is a plain decline. */
export function declineReason(code: string | null | undefined): string {
  return (code && REASONS[code]) || BANK_REFUSED;
}
