import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { contentFields } from './schemas';

export const getContentFieldsSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: contentFields,
});

/** GET /manage/contents/{id}/fields: the fields of a content with their draft values in English and French. */
export const getContentFields = defineCall<typeof getContentFieldsSchemas>()({
  name: 'getContentFields',
  domain: 'cms',
  method: 'GET',
  path: '/manage/contents/{id}/fields',
  permission: 'CP_CMS:VIEW',
  summary: 'The fields of a content with their draft values in English and French',
});
