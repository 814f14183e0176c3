import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { wireNumber } from '../platform/numbers';
import { metalFormula } from './fixing-schemas';

export const updateMetalFormulaSchemas = () => ({
  params: idParams,
  body: z.object({
    surchargePerOunce: wireNumber(
      z
        .number()
        .min(0, 'The surcharge cannot be negative')
        .max(100_000, 'The surcharge must be at most 100,000'),
    ),
    markupPercent: wireNumber(
      z.number().min(0, 'The markup cannot be negative').max(1000, 'The markup must be at most 1000 %'),
    ),
  }),
  response: metalFormula,
});

/** PUT /metal-formulas/metals/{id} (staff): a metal's surcharge per ounce and markup; the metal is re-priced. */
export const updateMetalFormula = defineCall<typeof updateMetalFormulaSchemas>()({
  name: 'updateMetalFormula',
  domain: 'metal',
  method: 'PUT',
  path: '/metal-formulas/metals/{id}',
  permission: 'CP_METAL:EDIT',
  summary: 'Change a metal’s surcharge per troy ounce and markup; the metal is re-priced',
});
