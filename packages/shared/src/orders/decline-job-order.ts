import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { DECLINE_REASONS } from './decline-reasons';
import { requiredText, statusAnswer } from './schemas';

export const declineJobOrderSchemas = () => ({
  params: idParams,
  body: z.object({
    reason: z.enum(DECLINE_REASONS, 'Choose one of the listed reasons').optional(),
    reasonText: requiredText('A reason', 2000),
  }),
  response: statusAnswer,
});

/** POST /JobOrders/{id}/decline: a reason text is required (spec §4 "declined (with reason text)"). */
export const declineJobOrder = defineCall<typeof declineJobOrderSchemas>()({
  name: 'declineJobOrder',
  domain: 'orders',
  method: 'POST',
  path: '/JobOrders/{id}/decline',
  permission: 'CP_JOB_ORDERS:APPROVE',
  summary: 'Decline a job order waiting for approval; a reason is required',
  refusals: {
    409: "The job order's status does not allow declining it",
  },
});
