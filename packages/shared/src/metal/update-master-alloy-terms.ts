import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { wireNumber } from '../platform/numbers';
import { masterAlloyFormula } from './fixing-schemas';

const percent = wireNumber(
  z.number().min(0, 'A percentage cannot be negative').max(100, 'A percentage must be at most 100'),
);

export const updateMasterAlloyTermsSchemas = () => ({
  params: z.object({ code: z.string().min(1).max(20) }),
  body: z.object({ lossThresholdPercent: percent, refiningChargePercent: percent }),
  response: masterAlloyFormula,
});

/** PUT /metal-formulas/master-alloys/{code} (staff): the production loss threshold and the refining charge on scrap. */
export const updateMasterAlloyTerms = defineCall<typeof updateMasterAlloyTermsSchemas>()({
  name: 'updateMasterAlloyTerms',
  domain: 'metal',
  method: 'PUT',
  path: '/metal-formulas/master-alloys/{code}',
  permission: 'CP_METAL:EDIT',
  summary: 'Change a master alloy’s loss threshold and refining charge (percent)',
});
