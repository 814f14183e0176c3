import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { componentField } from './schemas';

export const getComponentFieldsOfSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: z.array(componentField),
});

/** GET /manage/components/{id}/fields: the fields of a component, in rank order. */
export const getComponentFieldsOf = defineCall<typeof getComponentFieldsOfSchemas>()({
  name: 'getComponentFieldsOf',
  domain: 'cms',
  method: 'GET',
  path: '/manage/components/{id}/fields',
  permission: 'CP_CMS:VIEW',
  summary: 'The fields of a component, in rank order',
});
