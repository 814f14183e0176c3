import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { DECLINE_REASONS } from './decline-reasons';
import { statusAnswer } from './schemas';
import { id } from '../platform/ids';

export const setQuoteStatusSchemas = () => ({
  body: z.object({
    id: id,
    statusChangeAction: z
      .string()
      .transform((v) => v.toUpperCase())
      .pipe(
        z.enum(['APPROVE', 'DECLINE', 'SET'], {
          message: 'statusChangeAction must be APPROVE, DECLINE or SET',
        }),
      ),
    statusCode: z.string().trim().max(40).optional(),
    reason: z.enum(DECLINE_REASONS, 'Choose one of the listed reasons').optional(),
    reasonText: z.string().trim().max(2000).optional(),
  }),
  response: statusAnswer,
});

/** POST /PriceQuotes/set-status: APPROVE and DECLINE are the customer’s answers to an open quote; SET is staff moving
 * it to any status. */
export const setQuoteStatus = defineCall<typeof setQuoteStatusSchemas>()({
  name: 'setQuoteStatus',
  domain: 'orders',
  method: 'POST',
  path: '/PriceQuotes/set-status',
  permission: 'CP_PRICE_QUOTES:APPROVE',
  summary: 'Approve or decline (with a reason) an open quote; staff SET any status',
  refusals: {
    409: "The price quote's status does not allow this change",
  },
});
