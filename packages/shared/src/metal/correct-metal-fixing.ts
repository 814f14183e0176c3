import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { fixingFields, metalFixing } from './fixing-schemas';

export const correctMetalFixingSchemas = () => ({
  params: idParams,
  body: fixingFields,
  response: metalFixing,
});

/**
 * PUT /metal-fixings/{id} (staff): a correction. The current prices follow only when the fixing is (or becomes) the
 * metal's latest; a correction of an older fixing changes no price.
 */
export const correctMetalFixing = defineCall<typeof correctMetalFixingSchemas>()({
  name: 'correctMetalFixing',
  domain: 'metal',
  method: 'PUT',
  path: '/metal-fixings/{id}',
  permission: 'CP_METAL:EDIT',
  summary: 'Correct a recorded fixing; the prices follow when it is the metal’s latest',
  refusals: { 409: 'This metal already has a fixing for this day and session' },
});
