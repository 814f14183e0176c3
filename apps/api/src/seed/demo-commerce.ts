import type { Db } from '../db/client';
import * as t from '../db/schema/index';

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
    await tx
      .insert(t.shippingMethods)
      .values([
        {
          code: 'UPS_GROUND',
          name: 'UPS Ground',
          nameFr: 'UPS Ground',
          carrier: 'UPS',
          transitDays: 5,
          rank: 10,
        },
        {
          code: 'FEDEX_2DAY',
          name: 'FedEx 2Day',
          nameFr: 'FedEx 2 jours',
          carrier: 'FedEx',
          transitDays: 2,
          rank: 20,
        },
        {
          code: 'FEDEX_OVERNIGHT',
          name: 'FedEx Priority Overnight',
          nameFr: 'FedEx Priority Overnight (24 h)',
          carrier: 'FedEx',
          transitDays: 1,
          rank: 30,
        },
        {
          code: 'UPS_STANDARD_CA',
          name: 'UPS Standard to Canada',
          nameFr: 'UPS Standard vers le Canada',
          carrier: 'UPS',
          transitDays: 6,
          rank: 40,
        },
        {
          code: 'COLISSIMO',
          name: 'Colissimo insured',
          nameFr: 'Colissimo avec assurance',
          carrier: 'La Poste',
          transitDays: 4,
          rank: 50,
        },
        {
          code: 'DHL_EXPRESS',
          name: 'DHL Express Worldwide',
          nameFr: 'DHL Express international',
          carrier: 'DHL',
          transitDays: 3,
          rank: 60,
        },
      ])
      .onConflictDoNothing();
    const methods = await tx.select().from(t.shippingMethods);
    const existingRates = await tx.select({ id: t.shippingRates.id }).from(t.shippingRates).limit(1);
    if (existingRates.length === 0) {
      const method = (code: string) => methods.find((m) => m.code === code)!.id;
      const country = (code: string) => countries.find((c) => c.code === code)!.id;
      const ny = states.find((s) => s.countryId === country('US') && s.code === 'NY')!.id;
      await tx.insert(t.shippingRates).values([
        {
          methodId: method('UPS_GROUND'),
          countryId: country('US'),
          minWeightGrams: 0,
          maxWeightGrams: 500,
          price: '12.50',
          freeAboveSubtotal: '1000.00',
        },
        {
          methodId: method('UPS_GROUND'),
          countryId: country('US'),
          minWeightGrams: 501,
          maxWeightGrams: 5000,
          price: '18.00',
          freeAboveSubtotal: '1000.00',
        },
        {
          methodId: method('FEDEX_2DAY'),
          countryId: country('US'),
          minWeightGrams: 0,
          maxWeightGrams: 5000,
          price: '24.00',
        },
        {
          methodId: method('FEDEX_OVERNIGHT'),
          countryId: country('US'),
          minWeightGrams: 0,
          maxWeightGrams: 5000,
          price: '45.00',
        },
        {
          methodId: method('FEDEX_OVERNIGHT'),
          countryId: country('US'),
          stateId: ny,
          minWeightGrams: 0,
          maxWeightGrams: 5000,
          price: '39.00',
        },
        {
          methodId: method('UPS_STANDARD_CA'),
          countryId: country('CA'),
          minWeightGrams: 0,
          maxWeightGrams: 5000,
          price: '28.00',
        },
        {
          methodId: method('COLISSIMO'),
          countryId: country('FR'),
          minWeightGrams: 0,
          maxWeightGrams: 2000,
          price: '14.90',
          maxSizeCm: 60,
        },
        {
          methodId: method('DHL_EXPRESS'),
          countryId: null,
          minWeightGrams: 0,
          maxWeightGrams: 10000,
          price: '65.00',
        },
        {
          methodId: method('DHL_EXPRESS'),
          countryId: country('FR'),
          minWeightGrams: 0,
          maxWeightGrams: 10000,
          price: '55.00',
        },
      ]);
    }
    const types = await tx.select().from(t.customerTypes);
    const funeralHome = types.find((ty) => ty.code === 'FUNERAL_HOME')?.id ?? null;
    await tx
      .insert(t.orderAttributeDefinitions)
      .values([
        // Asked no more (rush tiers and the needed-by day replace them); kept so that past answers keep their label.
        {
          code: 'RUSH',
          name: 'Rush order',
          nameFr: 'Commande urgente',
          valueType: 'boolean',
          rank: 10,
          isAsked: false,
        },
        {
          code: 'NEEDED_BY',
          name: 'Needed by',
          nameFr: 'Date souhaitée',
          valueType: 'date',
          rank: 20,
          isAsked: false,
        },
        { code: 'GIFT_WRAP', name: 'Gift wrap', nameFr: 'Emballage cadeau', valueType: 'boolean', rank: 30 },
        {
          code: 'DECEDENT_NAME',
          name: 'Name of the deceased',
          nameFr: 'Nom du défunt',
          valueType: 'text',
          isRequired: true,
          customerTypeId: funeralHome,
          rank: 40,
        },
        {
          code: 'SERVICE_DATE',
          name: 'Date of the service',
          nameFr: 'Date de la cérémonie',
          valueType: 'date',
          customerTypeId: funeralHome,
          rank: 50,
        },
      ])
      .onConflictDoNothing();
  });
}
