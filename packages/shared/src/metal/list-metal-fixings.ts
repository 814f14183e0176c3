import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { pagedOf } from '../platform/envelope';
import { pagingQuery } from '../platform/paging';
import { fixingMetal, metalFixing } from './fixing-schemas';

const day = z.iso.date('Must be a date (YYYY-MM-DD)');

export const listMetalFixingsSchemas = () => ({
  query: pagingQuery(1).extend({
    metal: fixingMetal.optional(),
    dateFrom: day.optional(),
    dateTo: day.optional(),
  }),
  response: pagedOf(metalFixing),
});

/** GET /metal-fixings (staff): the fixings recorded, newest first, by metal and by a range of days. */
export const listMetalFixings = defineCall<typeof listMetalFixingsSchemas>()({
  name: 'listMetalFixings',
  domain: 'metal',
  method: 'GET',
  path: '/metal-fixings',
  permission: 'CP_METAL:VIEW',
  summary: 'Fixings of gold, silver, platinum and palladium, newest first, by metal and day range',
});
