import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';

export const deleteComponentSchemas = () => ({ params: idParams, response: z.object({ id: z.number() }) });

/** DELETE /manage/components/{id}: delete a component that no content uses (409 otherwise). */
export const deleteComponent = defineCall<typeof deleteComponentSchemas>()({
  name: 'deleteComponent',
  domain: 'cms',
  method: 'DELETE',
  path: '/manage/components/{id}',
  permission: 'CP_CMS:EDIT',
  summary: 'Delete a component that no content uses (409 otherwise)',
  refusals: {
    409: 'Contents, or a field of another component, use this component',
  },
});
