import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { statusAnswer } from './schemas';

export const cancelJobOrderSchemas = () => ({ params: idParams, response: statusAnswer });

/** POST /JobOrders/{id}/cancel: only while the job has not started (409 otherwise). */
export const cancelJobOrder = defineCall<typeof cancelJobOrderSchemas>()({
  name: 'cancelJobOrder',
  domain: 'orders',
  method: 'POST',
  path: '/JobOrders/{id}/cancel',
  permission: 'CP_JOB_ORDERS:EDIT',
  summary: 'Cancel a job order that has not started (409 otherwise)',
  refusals: {
    409: "The job order's status does not allow cancelling it",
  },
});
