import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { wireNumber } from '../platform/numbers';
import { metalLock } from './lock-schemas';

export const extendMetalPriceLockSchemas = () => ({
  examples: [{ params: { id: 3 }, body: { hours: 24 } }],
  params: idParams,
  body: z
    .object({
      /** Hours from now the lock holds until. */
      hours: wireNumber(
        z
          .number()
          .int('The hours must be a whole number')
          .min(1, 'The hours must be between 1 and 720')
          .max(720, 'The hours must be between 1 and 720'),
      ),
    })
    .strict(),
  response: z.object({ metalLock, honoured: z.boolean() }),
});

/**
 * POST /metal-price-locks/{id}/extend (staff): the lock holds until `hours` from now. On a lock that has already
 * expired this honours it: its prices hold again (audited as such). A lock already used by an order cannot change.
 */
export const extendMetalPriceLock = defineCall<typeof extendMetalPriceLockSchemas>()({
  name: 'extendMetalPriceLock',
  domain: 'metal',
  method: 'POST',
  path: '/metal-price-locks/{id}/extend',
  permission: 'CP_METAL:EDIT',
  summary:
    'Extends a metal price lock, or honours one that expired, until a number of hours from now (audited)',
});
