/**
 * What the ledger needs of a card processor. One adapter per processor the spec names (Square for
 * `insertsquarecard`, NMI for `nmi-card`), each speaking that processor's documented HTTP API at a configured base
 * URL. A card number or CSC never passes through here: the browser gives the processor's hosted fields the card and
 * our API only a single-use token (Square `source_id`, NMI `payment_token`) or a saved card's reference.
 */
export type ProcessorCode = 'SQUARE' | 'NMI';

/** Amounts cross this boundary as integer cents; the ledger keeps numeric(14,2). */
export interface ChargeRequest {
  /** Minted once per pay dialog and reused on every retry (Square `idempotency_key` ≤ 45 chars; NMI `orderid`). */
  idempotencyKey: string;
  amountCents: number;
  currency: string;
  /** A single-use token from the hosted fields, or a saved card's processor reference. */
  source: { kind: 'token'; token: string } | { kind: 'saved-card'; cardRef: string; customerRef: string };
  /** Our payment's id or code, for the processor's records (Square `reference_id`, NMI `orderid`). */
  reference: string;
}

export type ChargeOutcome =
  | { status: 'approved'; processorPaymentId: string; authCode?: string; last4?: string; brand?: string }
  | { status: 'declined'; code: string; message: string }
  /** Timed out or a 5xx: the charge may or may not exist; the payment stays pending until reconciled. */
  | { status: 'unknown'; message: string };

export interface SaveCardRequest {
  idempotencyKey: string;
  token: string;
  cardholderName: string;
  /** The processor's customer for this portal customer, when one was made before. */
  customerRef?: string;
  customer: { id: number; name: string; email?: string };
  billingPostalCode?: string;
}

export type SaveCardOutcome =
  | {
      status: 'saved';
      cardRef: string;
      customerRef: string;
      brand: string;
      last4: string;
      expMonth: number;
      expYear: number;
    }
  | { status: 'declined'; code: string; message: string }
  | { status: 'unknown'; message: string };

export interface RefundRequest {
  idempotencyKey: string;
  processorPaymentId: string;
  amountCents: number;
  currency: string;
  reason?: string;
}

export type RefundOutcome =
  | { status: 'refunded'; processorRefundId: string }
  | { status: 'declined'; code: string; message: string }
  | { status: 'unknown'; message: string };

/** What the processor knows of a charge made with this key (reconciliation after an unknown outcome). */
export type LookupOutcome =
  | { status: 'approved'; processorPaymentId: string }
  | { status: 'declined'; code: string; message: string }
  | { status: 'not-found' }
  | { status: 'unknown'; message: string };

export interface CardGateway {
  readonly processor: ProcessorCode;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  saveCard(request: SaveCardRequest): Promise<SaveCardOutcome>;
  refund(request: RefundRequest): Promise<RefundOutcome>;
  /** Settles a charge whose outcome was unknown, from the processor's own answer; never charges again. */
  lookupCharge(request: ChargeRequest): Promise<LookupOutcome>;
}
