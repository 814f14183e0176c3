import type { MyProfile } from '@portal/shared/users/profile-schemas';
import type {
  billingInfo,
  contactInfo,
  contactPersonInfo,
  generalInfo,
} from '@portal/shared/users/profile-schemas';
import type { addressForm } from '@portal/shared/users/profile-schemas';
import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  addressesOf,
  addShippingAddress,
  checkAddress,
  saveBillingDetails,
  savePrimaryContactPerson,
  shippingAddressOf,
  updateShippingAddress as updateCustomerShippingAddress,
} from '../customers/public';
import { contactPersons, customers } from '../customers/tables';
import { users } from './tables';
import { recordAudit } from '../../platform/audit';
import { invalid, notFound } from '../../platform/errors';
import type { Services } from '../../platform/request-context';
import type { Scope } from '../../platform/scope';
import { mediaUrl } from '../../platform/storage';

type Address = z.output<typeof addressForm>;

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
  return saveCard(services, scope, 'profile.contactPerson', (tx) =>
    savePrimaryContactPerson(tx, customerId, input),
  );
}

export async function saveBillingInfo(services: Services, scope: Scope, input: z.output<typeof billingInfo>) {
  const customerId = activeCustomer(scope);
  await checkAddress(services.db, input.address, 'address.');
  return saveCard(services, scope, 'profile.billingInfo', (tx) =>
    saveBillingDetails(tx, customerId, input, services.now()),
  );
}

export async function saveShippingInfo(
  services: Services,
  scope: Scope,
  input: Address & { isDefault: boolean },
) {
  const customerId = activeCustomer(scope);
  await checkAddress(services.db, input);
  return saveCard(services, scope, 'profile.shippingAddress.add', (tx) =>
    addShippingAddress(tx, customerId, input),
  );
}

export async function updateShippingAddress(
  services: Services,
  scope: Scope,
  input: Address & { isDefault: boolean; id: number },
) {
  const customerId = activeCustomer(scope);
  const existing = await shippingAddressOf(services.db, customerId, input.id);
  // Another customer's address answers as missing (api-conventions).
  if (!existing) throw notFound('The address');
  await checkAddress(services.db, input);
  const { id, ...fields } = input;
  return saveCard(
    services,
    scope,
    'profile.shippingAddress.update',
    (tx) => updateCustomerShippingAddress(tx, customerId, existing, fields),
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
