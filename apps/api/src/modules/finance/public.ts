/**
 * What other modules and flows may use of finance (lint: nothing else). The posting functions run inside the caller's
 * transaction (`db.transaction(async (tx) => …)`) and lock what they change; see ledger/.
 */
export { actorOf, invoiceStatusIds, type Actor, type CreditRow, type InvoiceRow } from './ledger/entries';
export {
  chargeInvoice,
  postInvoice,
  voidInvoice,
  type NewInvoice,
  type NewInvoiceLine,
} from './ledger/invoices';
export { applyCredit, issueCredit, refundCredit, type NewCredit } from './ledger/credits';
export { reverseEntry } from './ledger/reversal';
export { ledgerDrift } from './ledger/drift';
export {
  OVERPAYMENT_WARNING,
  postPayment,
  releasePayment,
  reservePayment,
  settlePayment,
  type NewPayment,
  type PaymentRow,
  type Settlement,
} from './ledger/payments';
export { billToFor, invoiceOrder } from './invoice-from-order';
export { termsOf } from './financial-settings';
export { centsText, moneyNumber, toCents, type Cents } from './money';
export {
  answerOfPayment,
  answerOfRequest,
  cardPaymentOf,
  chargeReservedPayment,
  earlierRequestOfKey,
  isCardDecline,
  payInvoices,
  reserveCardPayment,
  reservePayRequest,
  type CardPayment,
  type EarlierRequest,
  type PayAnswer,
} from './payments/service';
export { callerOf, lockPaymentKey, paymentOfKey, requestFingerprint } from './payments/request-key';
export { getCreditCards, payingCustomer, updateCardDetails } from './cards/public';
// The family page takes a card without a session: it needs the processor's public values as the pay dialog does.
export { getPaymentProcessor } from './cards/service';
export { processorPageOrigins } from './gateways/index';
// The dashboard's balance and invoice cards read through the finance lists as they are.
export { getInvoices } from './invoices-service';
export { getCustomerFinancialSetting } from './financial-settings';
// The PDF module: another module's document (the job bag) is drawn and sent as the finance PDFs are.
export { LEFT, RIGHT, row, sendPdf, type Doc } from './pdf/finance-pdf';
export { PDF_FONT, PDF_FONT_BOLD } from './pdf/pdf-fonts';
export { monthlyStatementsJob } from './statements/statement-job';
// The monthly late charges on overdue invoices (trade credit's terms), run by the scheduled jobs.
export { lateChargesJob } from './late-charges';
