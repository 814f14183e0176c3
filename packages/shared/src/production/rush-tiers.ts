import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { rushTier, saveRushTiersBody, saveWorkshopHolidaysBody, workshopHoliday } from './rush-schemas';

export const getRushTiersSchemas = () => ({ response: z.array(rushTier) });

/**
 * GET /rush-tiers: the tiers in order with their fee, lead time, daily capacity and the earliest day each can meet now
 * (the cart shows them before submission; staff configure them).
 */
export const getRushTiers = defineCall<typeof getRushTiersSchemas>()({
  name: 'getRushTiers',
  domain: 'production',
  method: 'GET',
  path: '/rush-tiers',
  permission: ['CP_SHOPPING_CART:EDIT', 'CP_PRODUCTION:VIEW'],
  summary: 'The rush tiers with their fee, lead time, daily capacity and the earliest day each can meet',
});

export const saveRushTiersSchemas = () => ({
  body: saveRushTiersBody,
  response: z.array(rushTier),
  examples: [
    {
      body: {
        tiers: [
          {
            code: 'STANDARD',
            name: 'Standard',
            nameFr: 'Standard',
            feePercent: 0,
            leadDays: 10,
            dailyCapacity: null,
          },
          { code: 'RUSH', name: 'Rush', nameFr: 'Urgent', feePercent: 15, leadDays: 5, dailyCapacity: 4 },
        ],
      },
    },
  ],
});

/**
 * POST /rush-tiers (staff who configure production, audited): the whole ordered list. A tier kept keeps its id (past
 * estimates and orders name it); a tier left out is no longer offered, never deleted.
 */
export const saveRushTiers = defineCall<typeof saveRushTiersSchemas>()({
  name: 'saveRushTiers',
  domain: 'production',
  method: 'POST',
  path: '/rush-tiers',
  permission: 'CP_PRODUCTION:CONFIGURE',
  summary: 'Save the ordered rush tiers: names, fee percent, lead time in working days, daily capacity',
});

export const getWorkshopHolidaysSchemas = () => ({ response: z.array(workshopHoliday) });

/** GET /workshop-holidays (staff): the days the workshop does not work, from today on, in date order. */
export const getWorkshopHolidays = defineCall<typeof getWorkshopHolidaysSchemas>()({
  name: 'getWorkshopHolidays',
  domain: 'production',
  method: 'GET',
  path: '/workshop-holidays',
  permission: 'CP_PRODUCTION:VIEW',
  summary: 'The workshop holidays from today on: days that working-day dates skip',
});

export const saveWorkshopHolidaysSchemas = () => ({
  body: saveWorkshopHolidaysBody,
  response: z.array(workshopHoliday),
  examples: [{ body: { holidays: [{ day: '2026-12-25', name: 'Christmas' }] } }],
});

/** POST /workshop-holidays (staff who configure production, audited): the holidays from today on, replaced. */
export const saveWorkshopHolidays = defineCall<typeof saveWorkshopHolidaysSchemas>()({
  name: 'saveWorkshopHolidays',
  domain: 'production',
  method: 'POST',
  path: '/workshop-holidays',
  permission: 'CP_PRODUCTION:CONFIGURE',
  summary: 'Replace the workshop holidays from today on',
});
