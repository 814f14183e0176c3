import type { SubmittedOrderKind } from '@portal/shared';
import { findPageById } from '../../lib/session/access';
import type { CustomerAddress } from './api/get-customer-addresses';
import type { IncomingOrderAttribute } from './api/get-incoming-order-attributes';
import type { SubmitOrderAddress, SubmitOrderRequest } from './api/submit-order';
import {
  type CheckoutAddress,
  type CheckoutAddresses,
  emptyAddress,
  emptyCheckout,
} from './checkout-storage';

/** Where the parcel goes: the shipping address when ticked, else the sell-to address when ticked, else the billing one. */
export function shipToAddress(checkout: CheckoutAddresses): CheckoutAddress {
  if (checkout.useDifferentShippingAddress) return checkout.shippingAddress;
  return checkout.shipToSellToAddress ? checkout.sellToAddress : checkout.billingAddress;
}

/** Answers by question id: 'true' for a ticked yes/no question, the text (trimmed) otherwise. */
export type OrderAnswers = Readonly<Record<number, string | boolean>>;

const answerText = (value: string | boolean | undefined) =>
  value === true ? 'true' : typeof value === 'string' ? value.trim() : '';

/** The required questions left unanswered (a yes/no question is answered by ticking it). */
export function missingAnswers(
  questions: readonly IncomingOrderAttribute[],
  answers: OrderAnswers,
): IncomingOrderAttribute[] {
  return questions.filter((q) => q.isRequired && answerText(answers[q.id]) === '');
}

/** The answers sent with the order: only the questions asked, only those answered. */
export function orderAttributesOf(
  questions: readonly IncomingOrderAttribute[],
  answers: OrderAnswers,
): { id: number; value: string }[] {
  return questions
    .map((q) => ({ id: q.id, value: answerText(answers[q.id]) }))
    .filter((answer) => answer.value !== '');
}

const optional = (value: string) => {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/** A validated form address as the server takes it (the country is known once validation passed). */
export function toOrderAddress(address: CheckoutAddress): SubmitOrderAddress {
  if (address.countryId === null) throw new Error('An address without a country cannot be sent');
  return {
    name: address.name.trim(),
    company: optional(address.company),
    address1: address.address1.trim(),
    address2: optional(address.address2),
    city: address.city.trim(),
    zip: address.zip.trim(),
    countryId: address.countryId,
    stateId: address.stateId,
    email: optional(address.email),
    phone: optional(address.phone),
  };
}

export function submitOrderRequest(
  checkout: CheckoutAddresses,
  input: {
    sessionId: string;
    idempotencyKey: string;
    questions: readonly IncomingOrderAttribute[];
    answers: OrderAnswers;
  },
): SubmitOrderRequest {
  return {
    sessionId: input.sessionId,
    idempotencyKey: input.idempotencyKey,
    sellToAddress: toOrderAddress(checkout.sellToAddress),
    billingAddress: toOrderAddress(checkout.billingAddress),
    shippingAddress: checkout.useDifferentShippingAddress ? toOrderAddress(checkout.shippingAddress) : null,
    useDifferentShippingAddress: checkout.useDifferentShippingAddress,
    shipToSellToAddress: !checkout.useDifferentShippingAddress && checkout.shipToSellToAddress,
    shippingMethodID: checkout.shippingMethodID,
    pONumber: optional(checkout.pONumber),
    notes: optional(checkout.notes),
    customerWoNumber: optional(checkout.customerWoNumber),
    orderAttributes: orderAttributesOf(input.questions, input.answers),
  };
}

/** A saved address of the customer, as a form address (saved addresses have no e-mail). */
export function addressFromSaved(saved: CustomerAddress): CheckoutAddress {
  return {
    ...emptyAddress(),
    name: saved.name ?? '',
    address1: saved.line1,
    address2: saved.line2 ?? '',
    city: saved.city,
    zip: saved.zip ?? '',
    countryId: saved.countryId,
    stateId: saved.stateId,
    phone: saved.phone ?? '',
  };
}

const KIND_OF_ROLE = {
  sellToAddress: 'sell_to',
  billingAddress: 'billing',
  shippingAddress: 'shipping',
} as const;

/** The first checkout of a customer: each address from the customer's default one of its kind (else the billing one). */
export function checkoutFromSavedAddresses(
  customerID: number,
  saved: readonly CustomerAddress[],
): CheckoutAddresses {
  const pick = (kind: string) =>
    saved.find((a) => a.kind === kind && a.isDefault) ??
    saved.find((a) => a.kind === kind) ??
    saved.find((a) => a.kind === 'billing' && a.isDefault) ??
    saved[0];
  const checkout = emptyCheckout(customerID);
  for (const [role, kind] of Object.entries(KIND_OF_ROLE) as [keyof typeof KIND_OF_ROLE, string][]) {
    const address = pick(kind);
    if (address) checkout[role] = addressFromSaved(address);
  }
  return checkout;
}

const LIST_PAGE: Record<SubmittedOrderKind, string> = {
  JO: 'backoffice.statusTracking.jobOrders',
  SO: 'backoffice.statusTracking.salesOrders',
  PQ: 'backoffice.statusTracking.quotes',
};

/** spec §4: after a submission the user goes to the list of that order type, on tab new (unprefixed path). */
export function orderListPath(kind: SubmittedOrderKind): string {
  const page = findPageById(LIST_PAGE[kind]);
  if (!page) throw new Error(`No list page for ${kind}`);
  return `/${page.path}?tab=new`;
}

/** spec §1: the storefront's order confirmation of a submitted order (unprefixed path). */
export function orderConfirmationPath(orderCode: string): string {
  return `/order-confirmation/${encodeURIComponent(orderCode)}`;
}
