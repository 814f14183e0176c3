import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { wireNumber } from '../platform/numbers';
import { metalLock } from './lock-schemas';

/** A customer's lock window and cap: its own where staff set them (null: the metal settings'), and what holds now. */
export const customerMetalTerms = z.object({
  customerId: z.number().int(),
  lockHours: z.number().int().nullable(),
  lockCapGrams: z.number().nullable(),
  /** The metal settings' window and cap, which hold where the customer has none of its own. */
  defaultLockHours: z.number().int(),
  defaultLockCapGrams: z.number(),
  /** Grams held by the customer's active locks, against the cap. */
  lockedGrams: z.number(),
  /** The customer's locks not used by an order, newest first (active and expired, for staff to extend or honour). */
  locks: z.array(
    metalLock.extend({
      active: z.boolean(),
      cartId: z.number().int().nullable(),
      quoteOrderId: z.number().int().nullable(),
    }),
  ),
});

export const getCustomerMetalTermsSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: customerMetalTerms,
});

/** GET /customer-metal-terms/{id} (staff): the customer's price-lock window and cap, and its locks. */
export const getCustomerMetalTerms = defineCall<typeof getCustomerMetalTermsSchemas>()({
  name: 'getCustomerMetalTerms',
  domain: 'metal',
  method: 'GET',
  path: '/customer-metal-terms/{id}',
  permission: 'CP_METAL:VIEW',
  summary: 'A customer’s metal price-lock window and cap, and its price locks',
});

export const setCustomerMetalTermsSchemas = () => ({
  examples: [{ params: { id: 1 }, body: { lockHours: 72, lockCapGrams: 250 } }],
  params: idParams,
  body: z
    .object({
      /** Null: the metal settings' window. */
      lockHours: wireNumber(
        z
          .number()
          .int('The lock window must be a whole number of hours')
          .min(1, 'The lock window must be between 1 and 720 hours')
          .max(720, 'The lock window must be between 1 and 720 hours'),
      ).nullable(),
      /** Null: the metal settings' cap. */
      lockCapGrams: wireNumber(
        z
          .number()
          .min(0, 'The cap must be between 0 and 1,000,000 g')
          .max(1_000_000, 'The cap must be between 0 and 1,000,000 g'),
      ).nullable(),
    })
    .strict(),
  response: customerMetalTerms,
});

/** POST /customer-metal-terms/{id} (staff): sets the customer's own price-lock window and cap (audited). */
export const setCustomerMetalTerms = defineCall<typeof setCustomerMetalTermsSchemas>()({
  name: 'setCustomerMetalTerms',
  domain: 'metal',
  method: 'POST',
  path: '/customer-metal-terms/{id}',
  permission: 'CP_METAL:EDIT',
  summary: 'Sets a customer’s own metal price-lock window and cap; null falls back to the metal settings',
});
