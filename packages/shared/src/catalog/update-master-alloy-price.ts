import { z } from 'zod';
import { wireNumber } from '../platform/numbers';
import { defineCall } from '../platform/contract';

export const updateMasterAlloyPriceSchemas = () => ({
  body: z.object({
    code: z.string().min(1).max(20),
    pricePerOunce: wireNumber(z.number().positive().max(1_000_000)),
  }),
  response: z.object({ code: z.string(), pricePerOunce: z.number() }),
});

/** POST /Metals/master-alloy-price: a new market price per troy ounce; the metals of the alloy are re-priced. */
export const updateMasterAlloyPrice = defineCall<typeof updateMasterAlloyPriceSchemas>()({
  name: 'updateMasterAlloyPrice',
  domain: 'catalog',
  method: 'POST',
  path: '/Metals/master-alloy-price',
  permission: 'CP_CONFIGURATION:EDIT',
  summary: 'Set the market price per troy ounce of gold, silver, platinum or palladium; metals are re-priced',
});
