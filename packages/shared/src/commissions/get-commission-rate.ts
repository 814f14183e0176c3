import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { customerCommissionRate } from './schemas';

export const getCommissionRateSchemas = () => ({
  params: idParams,
  response: customerCommissionRate,
  examples: [{ params: { id: 2 } }],
});

/** GET /commission-rates/{id}: the percentage the customer earns on its paid family orders (0 when none). */
export const getCommissionRate = defineCall<typeof getCommissionRateSchemas>()({
  name: 'getCommissionRate',
  domain: 'commissions',
  method: 'GET',
  path: '/commission-rates/{id}',
  permission: 'CP_COMMISSIONS:VIEW',
  summary: "A customer's commission rate (percent) on paid family orders",
});
