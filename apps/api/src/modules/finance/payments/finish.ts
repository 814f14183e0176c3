import type { Db } from '../../../db/client';
import { countCardPayment } from '../../../platform/metrics';
import type { CardGateway, ChargeOutcome, ChargeRequest, LookupOutcome } from '../gateways/public';
import type { Actor } from '../ledger/entries';
import { releasePayment, settlePayment, type PaymentRow } from '../ledger/payments';
import { releaseCreditPayment } from './credit-payments';

// Phase 3 of docs/payments.md §4, shared by the pay calls and the reconciliation: the processor's answer posted.

/** A processor call that throws (a bug, a broken answer) counts as no answer: the payment waits for reconciliation. */
export async function askProcessor<T extends ChargeOutcome | LookupOutcome>(
  gateway: CardGateway,
  call: (gateway: CardGateway, request: ChargeRequest) => Promise<T>,
  request: ChargeRequest,
): Promise<T | { status: 'unknown'; message: string }> {
  try {
    return await call(gateway, request);
  } catch (error) {
    return { status: 'unknown', message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Phase 3 from the processor's answer: approved → posted (settlePayment), declined or never charged → released;
 * unknown → still pending. Used by the pay call and by the reconciliation job alike; a payment that ends is counted
 * for /metrics by its outcome.
 */
export async function finishPayment(
  db: Db,
  actor: Actor,
  payment: PaymentRow,
  outcome: ChargeOutcome | LookupOutcome,
): Promise<PaymentRow> {
  if (outcome.status === 'approved') {
    const label =
      'last4' in outcome && outcome.last4
        ? `${outcome.brand ?? 'CARD'} •••• ${outcome.last4}`
        : payment.cardLabel;
    const settled = await db.transaction(
      async (tx) =>
        (
          await settlePayment(tx, actor, payment.id, {
            gatewayRef: outcome.processorPaymentId,
            cardLabel: label,
            responseCode: 200,
          })
        ).payment,
    );
    countCardPayment(payment.processor, 'succeeded');
    return settled;
  }
  if (outcome.status === 'declined' || outcome.status === 'not-found') {
    const failure =
      outcome.status === 'declined'
        ? { code: outcome.code, message: outcome.message }
        : { code: 'NOT_CHARGED', message: 'The card processor has no charge for this payment' };
    const released = await db.transaction(async (tx) => {
      // The credits used with the card are given back with the decline: the invoices stay as they were.
      await releaseCreditPayment(tx, actor, payment.id);
      return releasePayment(tx, payment.id, { ...failure, responseCode: 400 });
    });
    countCardPayment(payment.processor, outcome.status === 'declined' ? 'declined' : 'not_charged');
    return released;
  }
  return payment;
}
