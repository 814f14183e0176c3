import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { attributeValue } from './schemas';

export const getCustomAttributeValuesSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: z.array(attributeValue),
});

/** GET /itemtypes/{id}/customattributevalues: the attribute values of a product. */
export const getCustomAttributeValues = defineCall<typeof getCustomAttributeValuesSchemas>()({
  name: 'getCustomAttributeValues',
  domain: 'catalog',
  method: 'GET',
  path: '/itemtypes/{id}/customattributevalues',
  permission: 'public',
  summary: 'The custom attribute values of a product',
});
