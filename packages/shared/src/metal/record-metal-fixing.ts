import { defineCall } from '../platform/contract';
import { fixingFields, metalFixing } from './fixing-schemas';

export const recordMetalFixingSchemas = () => ({ body: fixingFields, response: metalFixing });

/**
 * POST /metal-fixings (staff): one fixing. When it is the metal's latest, the master alloy's price becomes it and every
 * metal of the alloy is re-priced by its formula.
 */
export const recordMetalFixing = defineCall<typeof recordMetalFixingSchemas>()({
  name: 'recordMetalFixing',
  domain: 'metal',
  method: 'POST',
  path: '/metal-fixings',
  permission: 'CP_METAL:EDIT',
  summary:
    'Record a fixing (metal, AM/PM, source, price per troy ounce, time fixed); the latest prices the metals',
  status: 201,
  refusals: { 409: 'This metal already has a fixing for this day and session (correct that one instead)' },
});
