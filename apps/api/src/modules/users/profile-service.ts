/* eslint-disable walls/no-foreign-table-writes -- the profile cards still write the active customer's record, contact person
   and addresses directly; they are to move behind customers/public.ts like the other cross-domain writes. */
import type { MyProfile } from '@portal/shared/users/profile-schemas';
import type {
  billingInfo,
  contactInfo,
  contactPersonInfo,
  generalInfo,
} from '@portal/shared/users/profile-schemas';
import type { addressForm } from '@portal/shared/users/profile-schemas';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { addresses, contactPersons, customers } from '../customers/tables';
import { countries, states } from '../reference/tables';
import { users } from './tables';
import { recordAudit } from '../../platform/audit';
import { invalid, notFound } from '../../platform/errors';
import type { Services } from '../../platform/request-context';
import type { Scope } from '../../platform/scope';
import { mediaUrl } from '../../platform/storage';

type Address = z.output<typeof addressForm>;

const addressColumns = {
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

/** A customer's addresses of one kind, the default first (checkout offers it first). */
export function addressesOf(db: Db, customerId: number, kind: 'billing' | 'shipping') {
  return db
    .select(addressColumns)
    .from(addresses)
    .innerJoin(countries, eq(countries.id, addresses.countryId))
    .leftJoin(states, eq(states.id, addresses.stateId))
    .where(and(eq(addresses.customerId, customerId), eq(addresses.kind, kind)))
    .orderBy(desc(addresses.isDefault), asc(addresses.id));
}

/** The customer cards need an active customer: a staff member without one has none to edit. */
function activeCustomer(scope: Scope): number {
  if (!scope.customerId) throw notFound('The customer');
  return scope.customerId;
}

export async function getMyProfile(db: Db, scope: Scope): Promise<MyProfile> {
  const [user] = await db.select().from(users).where(eq(users.id, scope.userId));
  if (!user) throw notFound('The user');
  const customerId = scope.customerId;
  const [company] = customerId ? await db.select().from(customers).where(eq(customers.id, customerId)) : [];
  const [person] = customerId
    ? await db
        .select()
        .from(contactPersons)
        .where(eq(contactPersons.customerId, customerId))
        .orderBy(desc(contactPersons.isPrimary), asc(contactPersons.id))
        .limit(1)
    : [];
  const billing = customerId ? await addressesOf(db, customerId, 'billing') : [];
  const shipping = customerId ? await addressesOf(db, customerId, 'shipping') : [];
  return {
    id: user.id,
    general: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      title: user.title,
      jobTitle: user.jobTitle,
      department: user.department,
    },
    contact: {
      phone1: user.phone1,
      phone2: user.phone2,
      mobile: user.mobile,
      fax: user.fax,
      website: user.website,
    },
    company: company
      ? {
          customerId: company.id,
          accountNumber: company.accountNumber,
          name: company.name,
          taxId: company.taxId,
          accountingEmail: company.accountingEmail,
        }
      : null,
    contactPerson: person
      ? {
          firstName: person.firstName,
          lastName: person.lastName,
          email: person.email,
          phone: person.phone,
          title: person.title,
        }
      : null,
    billingAddress: billing[0] ?? null,
    shippingAddresses: shipping,
    settings: {
      language: user.language === 'fr' ? 'fr' : 'en',
      startupModule: user.startupModule,
      imageUrl: user.imageUrl,
    },
  };
}

/** Writes one card in a transaction with its audit entry (who, and on whose behalf after switch user). */
async function saveCard(
  services: Services,
  scope: Scope,
  action: string,
  write: (tx: Db) => Promise<unknown>,
  details?: unknown,
): Promise<MyProfile> {
  await services.db.transaction(async (tx) => {
    await write(tx);
    await recordAudit(tx, scope, { action, entityType: 'user', entityId: scope.userId, details });
  });
  return getMyProfile(services.db, scope);
}

/**
 * The general card. The sign-in e-mail is not changed here: it needs the current password and a link sent to the new
 * address (email-change.ts); an unchanged e-mail is accepted so that a client sending the whole card keeps working.
 */
export async function saveGeneralInfo(services: Services, scope: Scope, input: z.output<typeof generalInfo>) {
  const { email, ...fields } = input;
  if (email !== undefined) {
    const [me] = await services.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, scope.userId));
    if (me?.email !== email)
      throw invalid(
        'email',
        'Change your sign-in e-mail with your password: a link is sent to the new address',
      );
  }
  return saveCard(
    services,
    scope,
    'profile.generalInfo',
    (tx) =>
      tx
        .update(users)
        .set({ ...fields, updatedAt: services.now() })
        .where(eq(users.id, scope.userId)),
    { fields: Object.keys(fields) },
  );
}

export function saveContactInfo(services: Services, scope: Scope, input: z.output<typeof contactInfo>) {
  return saveCard(services, scope, 'profile.contactInfo', (tx) =>
    tx
      .update(users)
      .set({ ...input, updatedAt: services.now() })
      .where(eq(users.id, scope.userId)),
  );
}

export function saveContactPersonInfo(
  services: Services,
  scope: Scope,
  input: z.output<typeof contactPersonInfo>,
) {
  const customerId = activeCustomer(scope);
  return saveCard(services, scope, 'profile.contactPerson', async (tx) => {
    const [primary] = await tx
      .select({ id: contactPersons.id })
      .from(contactPersons)
      .where(eq(contactPersons.customerId, customerId))
      .orderBy(desc(contactPersons.isPrimary), asc(contactPersons.id))
      .limit(1);
    if (primary) await tx.update(contactPersons).set(input).where(eq(contactPersons.id, primary.id));
    else await tx.insert(contactPersons).values({ ...input, customerId, isPrimary: true });
  });
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

export async function saveBillingInfo(services: Services, scope: Scope, input: z.output<typeof billingInfo>) {
  const customerId = activeCustomer(scope);
  await checkAddress(services.db, input.address, 'address.');
  return saveCard(services, scope, 'profile.billingInfo', async (tx) => {
    await tx
      .update(customers)
      .set({
        name: input.companyName,
        taxId: input.taxId,
        accountingEmail: input.accountingEmail,
        updatedAt: services.now(),
      })
      .where(eq(customers.id, customerId));
    const [current] = await addressesOf(tx, customerId, 'billing');
    if (current) await tx.update(addresses).set(input.address).where(eq(addresses.id, current.id));
    else
      await tx.insert(addresses).values({ ...input.address, customerId, kind: 'billing', isDefault: true });
  });
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

export async function saveShippingInfo(
  services: Services,
  scope: Scope,
  input: Address & { isDefault: boolean },
) {
  const customerId = activeCustomer(scope);
  await checkAddress(services.db, input);
  return saveCard(services, scope, 'profile.shippingAddress.add', async (tx) => {
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
  });
}

export async function updateShippingAddress(
  services: Services,
  scope: Scope,
  input: Address & { isDefault: boolean; id: number },
) {
  const customerId = activeCustomer(scope);
  const [existing] = await services.db
    .select({ id: addresses.id, isDefault: addresses.isDefault })
    .from(addresses)
    .where(
      and(eq(addresses.id, input.id), eq(addresses.customerId, customerId), eq(addresses.kind, 'shipping')),
    );
  // Another customer's address answers as missing (api-conventions).
  if (!existing) throw notFound('The address');
  await checkAddress(services.db, input);
  const { id, ...fields } = input;
  return saveCard(
    services,
    scope,
    'profile.shippingAddress.update',
    async (tx) => {
      // The default stays the default until another one is chosen: unticking it alone would leave none.
      await tx
        .update(addresses)
        .set({ ...fields, isDefault: fields.isDefault || existing.isDefault })
        .where(eq(addresses.id, id));
      if (fields.isDefault) await clearOtherDefaults(tx, customerId, id);
    },
    { addressId: id },
  );
}

export async function getShippingAddresses(db: Db, scope: Scope) {
  return addressesOf(db, activeCustomer(scope), 'shipping');
}

/** The avatar key of a user, for removing the previous file after a change. */
export async function imageUrlOf(db: Db, userId: number) {
  const [row] = await db.select({ imageUrl: users.imageUrl }).from(users).where(eq(users.id, userId));
  return row?.imageUrl ?? null;
}

export async function saveSettings(
  services: Services,
  scope: Scope,
  input: { startupModule: string | null; language?: 'en' | 'fr'; imageKey?: string | null },
) {
  return saveCard(
    services,
    scope,
    'profile.settings',
    (tx) =>
      tx
        .update(users)
        .set({
          startupModule: input.startupModule,
          ...(input.language ? { language: input.language } : {}),
          ...(input.imageKey !== undefined ? { imageUrl: mediaUrl(input.imageKey) } : {}),
          updatedAt: services.now(),
        })
        .where(eq(users.id, scope.userId)),
    {
      startupModule: input.startupModule,
      language: input.language,
      imageChanged: input.imageKey !== undefined,
    },
  );
}
