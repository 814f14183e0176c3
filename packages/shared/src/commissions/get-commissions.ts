import { defineCall } from '../platform/contract';
import { commissionListQuery, commissionPage } from './schemas';

export const getCommissionsSchemas = () => ({ query: commissionListQuery, response: commissionPage });

/** GET /commissions: one page of commissions, newest first; a funeral home sees its own, staff every customer's. */
export const getCommissions = defineCall<typeof getCommissionsSchemas>()({
  name: 'getCommissions',
  domain: 'commissions',
  method: 'GET',
  path: '/commissions',
  permission: 'CP_COMMISSIONS:VIEW',
  summary: 'Commissions earned on paid family orders, by customer (staff), state and month; pageNo from 1',
});
