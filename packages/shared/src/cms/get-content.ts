import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { contentDetail } from './schemas';

export const getContentSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: contentDetail,
});

/** GET /manage/contents/{id}: one content with its draft and published values in both languages. */
export const getContent = defineCall<typeof getContentSchemas>()({
  name: 'getContent',
  domain: 'cms',
  method: 'GET',
  path: '/manage/contents/{id}',
  permission: 'CP_CMS:VIEW',
  summary: 'One content with its draft and published values in both languages',
});
