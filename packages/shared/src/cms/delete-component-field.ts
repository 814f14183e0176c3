import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';

export const deleteComponentFieldSchemas = () => ({
  params: idParams,
  response: z.object({ id: z.number() }),
});

/** DELETE /manage/component-fields/{id}: delete a component field (its values stay in history, not on the storefront). */
export const deleteComponentField = defineCall<typeof deleteComponentFieldSchemas>()({
  name: 'deleteComponentField',
  domain: 'cms',
  method: 'DELETE',
  path: '/manage/component-fields/{id}',
  permission: 'CP_CMS:EDIT',
  summary: 'Delete a component field (its values stay in history, not on the storefront)',
});
