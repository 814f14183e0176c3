import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { customOrderImage, customOrderImagesFields } from './schemas';

export const uploadCustomOrderImagesSchemas = () => ({
  body: z.custom<FormData>(),
  form: customOrderImagesFields.extend({ files: z.array(z.file()).describe('The reference pictures') }),
  response: z.array(customOrderImage),
});

/**
 * POST /customOrders/generateImagesForExistingOrder: reference pictures for a custom order. The body is a multipart
 * form (the fields of `customOrderImagesFields` and the `files`); the handler reads it.
 */
export const uploadCustomOrderImages = defineCall<typeof uploadCustomOrderImagesSchemas>()({
  name: 'uploadCustomOrderImages',
  domain: 'custom-orders',
  method: 'POST',
  path: '/customOrders/generateImagesForExistingOrder',
  permission: 'CP_ORDER_CREATION:EDIT',
  takesIdempotencyKey: true,
  summary: 'Add reference pictures to a custom order (multipart orderId, files)',
  multipart: true,
});
