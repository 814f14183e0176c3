/**
 * spec §3 Checkout addresses, kept in browser storage so that a reload or a second visit finds the checkout as it was
 * left. Only what the spec lists is stored (no answers to the order questions, no card data).
 */
export const CHECKOUT_STORAGE_KEY = 'portal.checkoutAddresses';

/** One address as the form edits it: text as typed, the country and state as ids (null until chosen). */
export interface CheckoutAddress {
  name: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  zip: string;
  countryId: number | null;
  stateId: number | null;
  email: string;
  phone: string;
}

export interface CheckoutAddresses {
  shippingAddress: CheckoutAddress;
  billingAddress: CheckoutAddress;
  sellToAddress: CheckoutAddress;
  useDifferentShippingAddress: boolean;
  shipToSellToAddress: boolean;
  /** Whose addresses these are: another customer's are never offered (a shared computer, staff switching customers). */
  customerID: number | null;
  notes: string;
  pONumber: string;
  /** When these values were last changed (ISO 8601). */
  customerUpdatedWhen: string | null;
  shippingMethodID: number | null;
  /** The method's id in the shop's production system when it has one; this portal does not know such ids: null. */
  fastThouchShippingMethodID: number | null;
  customerWoNumber: string;
}

export const ADDRESS_ROLES = ['sellToAddress', 'billingAddress', 'shippingAddress'] as const;
export type AddressRole = (typeof ADDRESS_ROLES)[number];

export const emptyAddress = (): CheckoutAddress => ({
  name: '',
  company: '',
  address1: '',
  address2: '',
  city: '',
  zip: '',
  countryId: null,
  stateId: null,
  email: '',
  phone: '',
});

export const emptyCheckout = (customerID: number | null): CheckoutAddresses => ({
  shippingAddress: emptyAddress(),
  billingAddress: emptyAddress(),
  sellToAddress: emptyAddress(),
  useDifferentShippingAddress: false,
  shipToSellToAddress: false,
  customerID,
  notes: '',
  pONumber: '',
  customerUpdatedWhen: null,
  shippingMethodID: null,
  fastThouchShippingMethodID: null,
  customerWoNumber: '',
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const id = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

function parseAddress(value: unknown): CheckoutAddress {
  if (!isRecord(value)) return emptyAddress();
  return {
    name: text(value.name),
    company: text(value.company),
    address1: text(value.address1),
    address2: text(value.address2),
    city: text(value.city),
    zip: text(value.zip),
    countryId: id(value.countryId),
    stateId: id(value.stateId),
    email: text(value.email),
    phone: text(value.phone),
  };
}

/** What was stored, field by field: anything missing or of the wrong type (an older version, a hand edit) is emptied. */
export function parseCheckoutAddresses(raw: string | null): CheckoutAddresses | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  return {
    shippingAddress: parseAddress(value.shippingAddress),
    billingAddress: parseAddress(value.billingAddress),
    sellToAddress: parseAddress(value.sellToAddress),
    useDifferentShippingAddress: value.useDifferentShippingAddress === true,
    // The two choices exclude each other; a different shipping address wins.
    shipToSellToAddress: value.shipToSellToAddress === true && value.useDifferentShippingAddress !== true,
    customerID: id(value.customerID),
    notes: text(value.notes),
    pONumber: text(value.pONumber),
    customerUpdatedWhen: typeof value.customerUpdatedWhen === 'string' ? value.customerUpdatedWhen : null,
    shippingMethodID: id(value.shippingMethodID),
    fastThouchShippingMethodID: id(value.fastThouchShippingMethodID),
    customerWoNumber: text(value.customerWoNumber),
  };
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The stored checkout of this customer, or null (nothing stored, unreadable, or another customer's). */
export function readCheckoutAddresses(
  store: KeyValueStore | null,
  customerID: number,
): CheckoutAddresses | null {
  let raw: string | null = null;
  try {
    raw = store?.getItem(CHECKOUT_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
  const stored = parseCheckoutAddresses(raw);
  return stored && stored.customerID === customerID ? stored : null;
}

export function saveCheckoutAddresses(
  store: KeyValueStore | null,
  checkout: CheckoutAddresses,
  now: Date = new Date(),
): CheckoutAddresses {
  const saved = { ...checkout, customerUpdatedWhen: now.toISOString() };
  try {
    store?.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Storage full or blocked: the checkout still works, it is only not remembered.
  }
  return saved;
}

/**
 * After an order is placed: the addresses stay for the next order, what belonged to this order goes (spec §4: the cart
 * is cleared).
 */
export function afterSubmission(checkout: CheckoutAddresses): CheckoutAddresses {
  return {
    ...checkout,
    notes: '',
    pONumber: '',
    customerWoNumber: '',
    shippingMethodID: null,
    fastThouchShippingMethodID: null,
  };
}

/** The browser's local storage, or null where it is unavailable (server rendering, blocked storage). */
export function browserStorage(): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
