import { z } from 'zod';
import { defineCall } from '../platform/contract';

/** An option of the estimate screen: its id, its code and its name in the page's language. */
const named = () => ({ id: z.number(), code: z.string(), name: z.string() });

export const getEstimateDataSchemas = () => ({
  response: z.object({
    serviceTypeGroups: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        /** `basePrice`: bench labour per piece. */
        serviceTypes: z.array(z.object({ ...named(), basePrice: z.number() })),
      }),
    ),
    treatments: z.array(z.object({ ...named(), price: z.number() })),
    priorities: z.array(z.object({ ...named(), surchargePercent: z.number() })),
    /** The metals shown in the catalogue (with their karat, colour and master alloy), at today's price per gram. */
    metals: z.array(z.object({ ...named(), pricePerGram: z.number() }).loose()),
    currencySymbol: z.string(),
    masterAlloyPrices: z.array(z.object({ code: z.string(), name: z.string(), pricePerOunce: z.number() })),
    attributes: z.array(
      z.object({
        ...named(),
        valueType: z.string(),
        unit: z.string().nullable(),
        options: z.array(z.object({ value: z.string(), label: z.string() })),
      }),
    ),
    jobTypeAttributes: z.array(z.object({ ...named(), valueType: z.string(), isRequired: z.boolean() })),
    infoText: z.string(),
  }),
});

/** GET /Estimate/data: spec §3 Estimate data, what the estimate screen offers, with today's prices. */
export const getEstimateData = defineCall<typeof getEstimateDataSchemas>()({
  name: 'getEstimateData',
  domain: 'custom-orders',
  method: 'GET',
  path: '/Estimate/data',
  permission: 'CP_ORDER_CREATION:VIEW',
  summary:
    'What the estimate screen offers: service types by group, treatments, priorities, metals and prices',
});
