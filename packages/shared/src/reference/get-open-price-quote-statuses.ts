import { defineCall } from '../platform/contract';
import { statusListSchemas } from './schemas';

export const getOpenPriceQuoteStatusesSchemas = statusListSchemas;

/** GET /EntityStatus/OpenPriceQuoteStatuses: the statuses of an open price quote, in workflow order. */
export const getOpenPriceQuoteStatuses = defineCall<typeof getOpenPriceQuoteStatusesSchemas>()({
  name: 'getOpenPriceQuoteStatuses',
  domain: 'reference',
  method: 'GET',
  path: '/EntityStatus/OpenPriceQuoteStatuses',
  permission: '0',
  summary: 'Open price quote statuses',
});
