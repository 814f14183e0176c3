import type { Db } from '../client';
import * as t from '../schema/index';

/** Sales tax rates by state or country, and coupon codes, for the demo (rates as published for 2026). */
const TAX_RATES: [country: string, state: string | null, percent: string][] = [
  ['US', 'NY', '8.8750'],
  ['US', 'NJ', '6.6250'],
  ['US', 'OH', '7.2500'],
  ['US', 'CA', '7.2500'],
  ['US', 'TX', '6.2500'],
  ['US', 'FL', '6.0000'],
  ['US', 'IL', '6.2500'],
  ['US', 'PA', '6.0000'],
  ['CA', 'ON', '13.0000'],
  ['CA', 'QC', '14.9750'],
  ['CA', 'BC', '12.0000'],
  ['CA', null, '5.0000'],
  ['FR', null, '20.0000'],
];

export async function seedCommerce(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const countries = await tx.select().from(t.countries);
    const states = await tx.select().from(t.states);
    await tx
      .insert(t.salesTaxRates)
      .values(
        TAX_RATES.map(([country, state, percent]) => {
          const countryId = countries.find((c) => c.code === country)!.id;
          return {
            countryId,
            stateId: state ? states.find((s) => s.countryId === countryId && s.code === state)!.id : null,
            percent,
          };
        }),
      )
      .onConflictDoNothing();
    await tx
      .insert(t.coupons)
      .values([
        {
          code: 'HOLIDAY10',
          kind: 'percentage',
          value: '10.00',
          validFrom: '2026-11-01',
          validUntil: '2027-01-15',
        },
        {
          code: 'WELCOME50',
          kind: 'fixed',
          value: '50.00',
          validFrom: '2026-01-01',
          validUntil: '2027-12-31',
        },
        {
          code: 'SHIPRINGS',
          kind: 'fixed',
          value: '0.00',
          validFrom: '2026-01-01',
          validUntil: '2027-12-31',
          discountedShippingCodes: [],
          discountedShippingPrice: '0.00',
        },
        {
          code: 'SUMMER2025',
          kind: 'percentage',
          value: '15.00',
          validFrom: '2025-06-01',
          validUntil: '2025-08-31',
        },
      ])
      .onConflictDoNothing();
  });
}
