import { defineCall } from '../platform/contract';
import { contentListQuery, contentPage } from './schemas';

export const getContentsSchemas = () => ({ query: contentListQuery, response: contentPage });

/** GET /manage/contents: contents, paged (page 1 of 10 by default), searched by name or slug. */
export const getContents = defineCall<typeof getContentsSchemas>()({
  name: 'getContents',
  domain: 'cms',
  method: 'GET',
  path: '/manage/contents',
  permission: 'CP_CMS:VIEW',
  summary: 'Contents, paged (page 1 of 10 by default), searched by name or slug',
});
