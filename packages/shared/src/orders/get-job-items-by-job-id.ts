import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { orderLine } from './schemas';

export const getJobItemsByJobIdSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: z.array(orderLine),
});

/** GET /JobItem/job-items-by-job-id/{id}: the job items of a job order with their custom attributes and files. */
export const getJobItemsByJobId = defineCall<typeof getJobItemsByJobIdSchemas>()({
  name: 'getJobItemsByJobId',
  domain: 'orders',
  method: 'GET',
  path: '/JobItem/job-items-by-job-id/{id}',
  permission: 'CP_JOB_ORDERS:VIEW',
  summary: 'The job items of a job order with their custom attributes and files',
});
