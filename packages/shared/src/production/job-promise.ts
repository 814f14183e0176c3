import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { jobPromise, promiseBody } from './rush-schemas';

export const getJobOrderPromiseSchemas = () => ({
  params: idParams,
  response: jobPromise.nullable(),
  examples: [{ params: { id: 1 } }],
});

/**
 * GET /JobOrders/{id}/promise: the job's tier, needed-by day, fee and promised day (null: ordered without a tier). A
 * customer reads only its own jobs (another's is not found).
 */
export const getJobOrderPromise = defineCall<typeof getJobOrderPromiseSchemas>()({
  name: 'getJobOrderPromise',
  domain: 'production',
  method: 'GET',
  path: '/JobOrders/{id}/promise',
  permission: ['CP_JOB_ORDERS:VIEW', 'CP_PRODUCTION:VIEW'],
  summary: "A job order's rush tier, needed-by day, fee and promised day",
});

export const promiseJobOrderSchemas = () => ({ params: idParams, body: promiseBody, response: jobPromise });

/**
 * POST /JobOrders/{id}/promise (staff): the day the workshop commits to. The day the customer asked for (or, without
 * one, the tier's earliest) is agreed at once; another day is a proposal the customer accepts or cancels.
 */
export const promiseJobOrder = defineCall<typeof promiseJobOrderSchemas>()({
  name: 'promiseJobOrder',
  domain: 'production',
  method: 'POST',
  path: '/JobOrders/{id}/promise',
  permission: 'CP_PRODUCTION:EDIT',
  summary: 'Confirm the asked day of a job order or propose another',
  refusals: { 409: 'The order was cancelled, or ordered without a rush tier' },
});

export const answerJobOrderPromiseSchemas = () => ({
  params: idParams,
  response: jobPromise,
});

/** POST /JobOrders/{id}/accept-promise (the customer): the proposed day is agreed; only before work starts. */
export const acceptJobOrderPromise = defineCall<typeof answerJobOrderPromiseSchemas>()({
  name: 'acceptJobOrderPromise',
  domain: 'production',
  method: 'POST',
  path: '/JobOrders/{id}/accept-promise',
  permission: 'CP_JOB_ORDERS:VIEW',
  summary: 'Accept the day the workshop proposed for a job order',
  refusals: { 409: 'No day is proposed, or work has started' },
});

/** POST /JobOrders/{id}/cancel-promise (the customer): refusing the proposed day cancels the order; only before work starts. */
export const cancelJobOrderPromise = defineCall<typeof answerJobOrderPromiseSchemas>()({
  name: 'cancelJobOrderPromise',
  domain: 'production',
  method: 'POST',
  path: '/JobOrders/{id}/cancel-promise',
  permission: 'CP_JOB_ORDERS:VIEW',
  summary: 'Refuse the proposed day: the job order is cancelled',
  refusals: { 409: 'No day is proposed, or work has started' },
});
