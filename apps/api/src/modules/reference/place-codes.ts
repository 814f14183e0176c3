import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries, states } from './tables';

/**
 * The ISO codes of a country and state kept by name (the owner company's details, an invoice's bill-to copy), so the
 * address prints in its country's order (shared/reference/address-format.ts). A name matches in English, in French or
 * as the code itself, case and accents aside; an unknown name gives null codes and the European order.
 */
export async function placeCodes(
  db: Db,
  countryName: string | null | undefined,
  stateName: string | null | undefined,
): Promise<{ countryCode: string | null; stateCode: string | null }> {
  const country = countryName?.trim();
  if (!country) return { countryCode: null, stateCode: null };
  const same = (column: unknown, text: string) => sql`lower(${column}) = lower(${text})`;
  const [found] = await db
    .select({ id: countries.id, code: countries.code })
    .from(countries)
    .where(or(same(countries.name, country), same(countries.nameFr, country), same(countries.code, country)))
    .limit(1);
  if (!found) return { countryCode: null, stateCode: null };
  const state = stateName?.trim();
  const [region] = state
    ? await db
        .select({ code: states.code })
        .from(states)
        .where(
          sql`${eq(states.countryId, found.id)} and (${same(states.name, state)} or ${same(states.code, state)})`,
        )
        .limit(1)
    : [];
  return { countryCode: found.code, stateCode: region?.code ?? null };
}
