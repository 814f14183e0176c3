import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { componentField } from './schemas';

export const getComponentFieldSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: componentField,
});

/** GET /manage/component-fields/{id}: one component field. */
export const getComponentField = defineCall<typeof getComponentFieldSchemas>()({
  name: 'getComponentField',
  domain: 'cms',
  method: 'GET',
  path: '/manage/component-fields/{id}',
  permission: 'CP_CMS:VIEW',
  summary: 'One component field',
});
