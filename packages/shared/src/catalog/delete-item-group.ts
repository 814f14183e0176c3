import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';

export const deleteItemGroupSchemas = () => ({ params: idParams, response: z.object({ id: z.number() }) });

/** POST /customOrderItemGroup/delete/{id}: only an empty group without sub-groups. */
export const deleteItemGroup = defineCall<typeof deleteItemGroupSchemas>()({
  name: 'deleteItemGroup',
  domain: 'catalog',
  method: 'POST',
  path: '/customOrderItemGroup/delete/{id}',
  permission: 'CP_CATALOG_ADMIN:EDIT',
  summary: 'Delete an empty custom-order item group',
  refusals: {
    409: 'The group still holds item types or sub-groups',
  },
});
