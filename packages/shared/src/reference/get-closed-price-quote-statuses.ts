import { defineCall } from '../platform/contract';
import { statusListSchemas } from './schemas';

export const getClosedPriceQuoteStatusesSchemas = statusListSchemas;

/** GET /EntityStatus/ClosedPriceQuoteStatuses: the statuses of a closed price quote, in workflow order. */
export const getClosedPriceQuoteStatuses = defineCall<typeof getClosedPriceQuoteStatusesSchemas>()({
  name: 'getClosedPriceQuoteStatuses',
  domain: 'reference',
  method: 'GET',
  path: '/EntityStatus/ClosedPriceQuoteStatuses',
  permission: '0',
  summary: 'Closed price quote statuses',
});
