import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { openRepairFields, repairIntake } from './repair-schemas';

export const openRepairSchemas = () => ({
  body: z.custom<FormData>(),
  form: openRepairFields.extend({ photos: z.array(z.file()).optional() }),
  response: repairIntake,
});

/**
 * POST /repairs: staff (naming the customer) or a customer from the portal open a repair job: the piece, its
 * condition, photos at intake (`photos`, repeated, checked like every upload, private), the customer's stones and
 * metal with their weights (`items`, a JSON list), and the customer's typed full name signing for the drop-off (time
 * and address recorded). It becomes a job order of the Repair service, which follows the stages, proofs and quote
 * approval of any job.
 */
export const openRepair = defineCall<typeof openRepairSchemas>()({
  name: 'openRepair',
  domain: 'production',
  method: 'POST',
  path: '/repairs',
  permission: ['CP_PRODUCTION:EDIT', 'CP_SHOPPING_CART:EDIT'],
  summary:
    'Open a repair job: the piece, its condition and photos, the customer’s stones and metal, signed for',
  status: 201,
  multipart: true,
});
