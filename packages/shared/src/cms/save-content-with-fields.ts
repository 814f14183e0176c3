import { defineCall } from '../platform/contract';
import { contentDetail, contentWithFieldsRequest } from './schemas';

export const saveContentWithFieldsSchemas = () => ({
  body: contentWithFieldsRequest,
  response: contentDetail,
});

/** POST /manage/contents/content-with-fields: save a content with its values in both languages; optionally publish or unpublish it. */
export const saveContentWithFields = defineCall<typeof saveContentWithFieldsSchemas>()({
  name: 'saveContentWithFields',
  domain: 'cms',
  method: 'POST',
  path: '/manage/contents/content-with-fields',
  permission: 'CP_CMS:EDIT',
  summary: 'Save a content with its values in both languages; optionally publish or unpublish it',
});
