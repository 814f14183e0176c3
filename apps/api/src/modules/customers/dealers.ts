import { and, asc, eq } from 'drizzle-orm';
import type { Language } from '@portal/shared/platform/language';
import type { Db } from '../../db/client';
import { addresses, customers } from './tables';
import { countries, states } from '../reference/tables';
import { localName } from '../../platform/language';

/**
 * The authorised partners of a country, optionally of one state: active customers marked as partners, at their
 * default billing address (where they trade), by city then name.
 */
export async function getDealersForCountry(
  db: Db,
  language: Language,
  query: { countryId: number; stateId?: number },
) {
  const rows = await db
    .select({
      id: customers.id,
      name: customers.name,
      phone: customers.phone,
      email: customers.email,
      website: customers.website,
      line1: addresses.line1,
      line2: addresses.line2,
      city: addresses.city,
      zip: addresses.zip,
      stateId: addresses.stateId,
      stateName: states.name,
      stateCode: states.code,
      countryCode: countries.code,
      country: countries,
    })
    .from(customers)
    .innerJoin(
      addresses,
      and(
        eq(addresses.customerId, customers.id),
        eq(addresses.kind, 'billing'),
        eq(addresses.isDefault, true),
      ),
    )
    .innerJoin(countries, eq(countries.id, addresses.countryId))
    .leftJoin(states, eq(states.id, addresses.stateId))
    .where(
      and(
        eq(customers.isAuthorizedPartner, true),
        eq(customers.isActive, true),
        eq(addresses.countryId, query.countryId),
        query.stateId ? eq(addresses.stateId, query.stateId) : undefined,
      ),
    )
    .orderBy(asc(addresses.city), asc(customers.name));
  return rows.map(({ country, ...row }) => ({ ...row, countryName: localName(language, country) }));
}
