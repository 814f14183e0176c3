// The checks of a submission (flows/submit-order.ts): the addresses, the cart and its customer, the answers to the
// order's questions, and the shipping method.
import type { CheckoutAddress } from '@portal/shared/cart/schemas';
import type { submitOrderSchemas } from '@portal/shared/cart/submit-order';
import type { ParsedBy } from '@portal/shared/platform/contract';
import type { Language } from '@portal/shared/platform/language';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { incomingOrderAttributes, type CartRow } from '../../modules/cart/public';
import { cartItems } from '../../modules/cart/tables';
import { itemGroups, itemTypes } from '../../modules/catalog/tables';
import { customers } from '../../modules/customers/tables';
import { fingerprintRefs } from '../../modules/decedents/public';
import { countries, states } from '../../modules/reference/tables';
import { AppError, conflict, invalid, notFound } from '../../platform/errors';
import { isStaff, type Scope } from '../../platform/scope';
import { shippingOptionFor } from '../checkout-shipping';

export type SubmitOrderRequest = ParsedBy<typeof submitOrderSchemas>['body'];
export type AddressRole = 'sell_to' | 'billing' | 'shipping';
export type CustomerRow = typeof customers.$inferSelect;
export type CartLine = Awaited<ReturnType<typeof cartLines>>[number];
export type Shipping = Awaited<ReturnType<typeof shippingFor>>;

/** A refusal the customer must read as it is (spec §8: the client shows a jobInsertError message unchanged). */
export const jobInsertError = (message: string) =>
  new AppError('CONFLICT', message, [{ key: 'jobInsertError', value: message }]);

/** The addresses of the order, each checked: the shipping one from the checkout's choices. */
export async function checkAddresses(
  db: Db,
  input: SubmitOrderRequest,
): Promise<Record<AddressRole, CheckoutAddress>> {
  const addresses = {
    sell_to: input.sellToAddress,
    billing: input.billingAddress,
    shipping: shippingAddressOf(input),
  };
  await checkPlaces(db, addresses);
  return addresses;
}

/** The address the parcel goes to, from the checkout's choices. */
function shippingAddressOf(input: SubmitOrderRequest): CheckoutAddress {
  if (input.useDifferentShippingAddress) {
    if (!input.shippingAddress) throw invalid('shippingAddress', 'The shipping address is required');
    return input.shippingAddress;
  }
  return input.shipToSellToAddress ? input.sellToAddress : input.billingAddress;
}

/** Each address names a real country, and a state of that country when the country has states. */
async function checkPlaces(db: Db, addresses: Record<AddressRole, CheckoutAddress>) {
  const countryIds = [...new Set(Object.values(addresses).map((a) => a.countryId))];
  const known = await db
    .select({ id: countries.id })
    .from(countries)
    .where(inArray(countries.id, countryIds));
  const stateRows = await db
    .select({ id: states.id, countryId: states.countryId })
    .from(states)
    .where(inArray(states.countryId, countryIds));
  const prefix = { sell_to: 'sellToAddress', billing: 'billingAddress', shipping: 'shippingAddress' };
  for (const [role, address] of Object.entries(addresses) as [AddressRole, CheckoutAddress][]) {
    if (!known.some((c) => c.id === address.countryId))
      throw invalid(`${prefix[role]}.countryId`, 'This country does not exist');
    const countryStates = stateRows.filter((s) => s.countryId === address.countryId);
    if (address.stateId && !countryStates.some((s) => s.id === address.stateId))
      throw invalid(`${prefix[role]}.stateId`, 'This state is not in the chosen country');
    if (!address.stateId && countryStates.length > 0)
      throw invalid(`${prefix[role]}.stateId`, 'State is required');
  }
}

/** The cart's lines with their products and how each is fulfilled, in the order they were added. */
const cartLines = (tx: Db, cartId: number) =>
  tx
    .select({ line: cartItems, item: itemTypes, fulfilment: itemGroups.fulfilment })
    .from(cartItems)
    .innerJoin(itemTypes, eq(itemTypes.id, cartItems.itemTypeId))
    .leftJoin(itemGroups, eq(itemGroups.id, itemTypes.itemGroupId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.id));

/**
 * The cart may be ordered: the caller's (or staff's for a customer), with lines, for a customer who may order, and
 * every product still offered.
 */
export async function checkCart(
  tx: Db,
  scope: Scope,
  cart: CartRow | undefined,
): Promise<{ cart: CartRow; customer: CustomerRow; lines: CartLine[] }> {
  if (!cart || (cart.customerId !== null && !isStaff(scope) && cart.customerId !== scope.customerId))
    throw notFound('The shopping cart');
  const customerId = cart.customerId ?? (isStaff(scope) ? null : scope.customerId);
  if (!customerId) throw invalid('customerId', 'Choose the customer this order is for');
  const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) throw notFound('The customer');
  const lines = await cartLines(tx, cart.id);
  if (lines.length === 0) throw conflict('The shopping cart is empty');
  // The manual credit-hold flag no longer refuses: the order is kept on credit hold for staff (submit-order/holds.ts).
  if (!customer.isActive)
    throw jobInsertError('Your account is not active: please contact us to place this order.');
  const gone = lines.find((l) => !l.item.isActive);
  if (gone) throw jobInsertError(`${gone.item.code} is no longer available: please remove it from the cart.`);
  return { cart, customer, lines };
}

/** The decedents whose prints the cart's memorial lines are made from, each named once. */
export async function memorialDecedents(db: Db, lines: { line: { fingerprintId: number | null } }[]) {
  const prints = await fingerprintRefs(
    db,
    lines.flatMap((l) => (l.line.fingerprintId === null ? [] : [l.line.fingerprintId])),
  );
  return [...new Set([...prints.values()].map((p) => p.decedentName))];
}

/**
 * The answers to the incoming order attributes: only questions asked of this customer; required ones answered. A
 * memorial line answers the name of the deceased itself when the request leaves it out (docs/decisions.md "The
 * memorial line keeps its print").
 */
export async function checkedAttributes(
  db: Db,
  customerId: number,
  given: SubmitOrderRequest['orderAttributes'],
  decedents: string[],
  language: Language,
) {
  const asked = await incomingOrderAttributes(db, { customerId }, language);
  const decedentQuestion = asked.find((q) => q.code === 'DECEDENT_NAME');
  const answers =
    decedentQuestion && decedents.length > 0 && !given.find((a) => a.id === decedentQuestion.id)?.value
      ? [...given, { id: decedentQuestion.id, value: decedents.join(', ').slice(0, 500) }]
      : given;
  const unknown = answers.find((a) => !asked.some((q) => q.id === a.id));
  if (unknown) throw invalid('orderAttributes', 'This question is not asked of this customer');
  const missing = asked.find((q) => q.isRequired && !answers.find((a) => a.id === q.id)?.value);
  if (missing) throw invalid(`orderAttributes.${missing.code}`, `${missing.name} is required`);
  return answers.filter((a) => a.value !== '');
}

/** The chosen shipping method, priced for the cart's parcel and the shipping address; none means pick-up. */
export async function shippingFor(
  db: Db,
  cart: CartRow,
  methodId: number | null,
  shipTo: CheckoutAddress,
  language: Language,
  today: string,
) {
  if (!methodId) return { methodId: null, name: null, price: '0' };
  const option = await shippingOptionFor(
    db,
    cart,
    { methodId, countryId: shipTo.countryId, stateId: shipTo.stateId ?? null },
    language,
    today,
    'shippingMethodID',
  );
  return { methodId: option.id, name: option.name, price: option.price.toFixed(2) };
}
