import { defineCall } from '../platform/contract';
import { contentDetail, saveContentRequest } from './schemas';

export const saveContentSchemas = () => ({ body: saveContentRequest, response: contentDetail });

/** POST /manage/contents: create a content (name, component, slug) or rename it. */
export const saveContent = defineCall<typeof saveContentSchemas>()({
  name: 'saveContent',
  domain: 'cms',
  method: 'POST',
  path: '/manage/contents',
  permission: 'CP_CMS:EDIT',
  summary: 'Create a content (name, component, slug) or rename it',
});
