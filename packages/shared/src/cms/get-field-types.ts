import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { fieldTypeInfo } from './schemas';

export const getFieldTypesSchemas = () => ({ response: z.array(fieldTypeInfo) });

/** GET /manage/component-fields/types: the value types a component field can have. */
export const getFieldTypes = defineCall<typeof getFieldTypesSchemas>()({
  name: 'getFieldTypes',
  domain: 'cms',
  method: 'GET',
  path: '/manage/component-fields/types',
  permission: 'CP_CMS:VIEW',
  summary: 'The value types a component field can have',
});
