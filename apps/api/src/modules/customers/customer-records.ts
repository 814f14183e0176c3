import type { addressForm, billingInfo, contactPersonInfo } from '@portal/shared/users/profile-schemas';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { invalid } from '../../platform/errors';
import { countries, states } from '../reference/tables';
import { addresses, contactPersons, customers } from './tables';

/**
 * A customer's own records as its users keep them from my profile (users module) and sign-up reads them: the company's
 * billing details, its contact person and its addresses. Writes run inside the caller's transaction.
 */
type Address = z.output<typeof addressForm>;

/** An address as the screens show it: with its state's and country's names. */
export const addressColumns = {
  id: addresses.id,
  kind: addresses.kind,
  name: addresses.name,
  line1: addresses.line1,
  line2: addresses.line2,
  city: addresses.city,
  zip: addresses.zip,
  stateId: addresses.stateId,
  stateName: states.name,
  stateCode: states.code,
  countryId: addresses.countryId,
  countryCode: countries.code,
  countryName: countries.name,
  phone: addresses.phone,
  isDefault: addresses.isDefault,
};

/** A customer's addresses of one kind, or of every kind (billing first), the default first: checkout offers it first. */
export function addressesOf(db: Db, customerId: number, kind?: 'billing' | 'shipping') {
  return db
    .select(addressColumns)
    .from(addresses)
    .innerJoin(countries, eq(countries.id, addresses.countryId))
    .leftJoin(states, eq(states.id, addresses.stateId))
    .where(and(eq(addresses.customerId, customerId), kind ? eq(addresses.kind, kind) : undefined))
    .orderBy(asc(addresses.kind), desc(addresses.isDefault), asc(addresses.id));
}

/** The state must belong to the country (spec §4: a state's parent is its country). */
export async function checkAddress(
  db: Db,
  address: Pick<Address, 'countryId' | 'stateId'>,
  prefix = '',
): Promise<void> {
  const [country] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.id, address.countryId));
  if (!country) throw invalid(`${prefix}countryId`, 'Unknown country');
  if (address.stateId === null) return;
  const [state] = await db
    .select({ id: states.id })
    .from(states)
    .where(and(eq(states.id, address.stateId), eq(states.countryId, address.countryId)));
  if (!state) throw invalid(`${prefix}stateId`, 'This state is not in the chosen country');
}

/** The customer's contact person: its first (the primary) is changed, or made when it has none. */
export async function savePrimaryContactPerson(
  tx: Db,
  customerId: number,
  input: z.output<typeof contactPersonInfo>,
) {
  const [primary] = await tx
    .select({ id: contactPersons.id })
    .from(contactPersons)
    .where(eq(contactPersons.customerId, customerId))
    .orderBy(desc(contactPersons.isPrimary), asc(contactPersons.id))
    .limit(1);
  if (primary) await tx.update(contactPersons).set(input).where(eq(contactPersons.id, primary.id));
  else await tx.insert(contactPersons).values({ ...input, customerId, isPrimary: true });
}

/** The company's name, tax id, accounting e-mail and its one billing address. */
export async function saveBillingDetails(
  tx: Db,
  customerId: number,
  input: z.output<typeof billingInfo>,
  at: Date,
) {
  await tx
    .update(customers)
    .set({
      name: input.companyName,
      taxId: input.taxId,
      accountingEmail: input.accountingEmail,
      updatedAt: at,
    })
    .where(eq(customers.id, customerId));
  const [current] = await addressesOf(tx, customerId, 'billing');
  if (current) await tx.update(addresses).set(input.address).where(eq(addresses.id, current.id));
  else await tx.insert(addresses).values({ ...input.address, customerId, kind: 'billing', isDefault: true });
}

/** One default shipping address per customer: setting one clears the others in the same transaction. */
async function clearOtherDefaults(tx: Db, customerId: number, keepId: number) {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(
      and(eq(addresses.customerId, customerId), eq(addresses.kind, 'shipping'), ne(addresses.id, keepId)),
    );
}

export async function addShippingAddress(
  tx: Db,
  customerId: number,
  input: Address & { isDefault: boolean },
) {
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(addresses)
    .where(and(eq(addresses.customerId, customerId), eq(addresses.kind, 'shipping')));
  // The first shipping address is the default whatever the form said: checkout always has one to offer.
  const isDefault = input.isDefault || n === 0;
  const [row] = await tx
    .insert(addresses)
    .values({ ...input, isDefault, customerId, kind: 'shipping' })
    .returning({ id: addresses.id });
  if (isDefault) await clearOtherDefaults(tx, customerId, row!.id);
}

/** The customer's shipping address of that id, or undefined (another customer's is not theirs to see). */
export async function shippingAddressOf(db: Db, customerId: number, id: number) {
  const [row] = await db
    .select({ id: addresses.id, isDefault: addresses.isDefault })
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId), eq(addresses.kind, 'shipping')));
  return row;
}

export async function updateShippingAddress(
  tx: Db,
  customerId: number,
  existing: { id: number; isDefault: boolean },
  fields: Address & { isDefault: boolean },
) {
  // The default stays the default until another one is chosen: unticking it alone would leave none.
  await tx
    .update(addresses)
    .set({ ...fields, isDefault: fields.isDefault || existing.isDefault })
    .where(eq(addresses.id, existing.id));
  if (fields.isDefault) await clearOtherDefaults(tx, customerId, existing.id);
}
