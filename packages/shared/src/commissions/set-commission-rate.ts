import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { commissionRateBody, customerCommissionRate } from './schemas';

export const setCommissionRateSchemas = () => ({
  params: idParams,
  body: commissionRateBody,
  response: customerCommissionRate,
});

/** PUT /commission-rates/{id}: staff set the percentage a funeral home earns on its paid family orders. */
export const setCommissionRate = defineCall<typeof setCommissionRateSchemas>()({
  name: 'setCommissionRate',
  domain: 'commissions',
  method: 'PUT',
  path: '/commission-rates/{id}',
  permission: 'CP_COMMISSIONS:SETTLE',
  summary: "Set a customer's commission rate (percent) on paid family orders",
});
