import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';

export const deleteContentSchemas = () => ({ params: idParams, response: z.object({ id: z.number() }) });

/** DELETE /manage/contents/{id}: delete a content (it leaves the storefront at once). */
export const deleteContent = defineCall<typeof deleteContentSchemas>()({
  name: 'deleteContent',
  domain: 'cms',
  method: 'DELETE',
  path: '/manage/contents/{id}',
  permission: 'CP_CMS:EDIT',
  summary: 'Delete a content (it leaves the storefront at once)',
});
