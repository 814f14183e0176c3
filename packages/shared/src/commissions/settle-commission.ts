import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { commission, settleCommissionBody } from './schemas';

export const settleCommissionSchemas = () => ({
  params: idParams,
  body: settleCommissionBody,
  response: commission,
});

/** POST /commissions/{id}/settle: staff pay a commission out (with its reference) or give it as a customer credit. */
export const settleCommission = defineCall<typeof settleCommissionSchemas>()({
  name: 'settleCommission',
  domain: 'commissions',
  method: 'POST',
  path: '/commissions/{id}/settle',
  permission: 'CP_COMMISSIONS:SETTLE',
  summary: 'Settle a commission as a payout record or as a customer credit, once',
  refusals: { 409: 'The commission is settled already' },
});
