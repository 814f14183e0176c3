import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { component } from './schemas';

export const getComponentSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: component,
});

/** GET /manage/components/{id}: one component with its fields. */
export const getComponent = defineCall<typeof getComponentSchemas>()({
  name: 'getComponent',
  domain: 'cms',
  method: 'GET',
  path: '/manage/components/{id}',
  permission: 'CP_CMS:VIEW',
  summary: 'One component with its fields',
});
