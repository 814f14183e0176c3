import { defineCall } from '../platform/contract';
import { componentListQuery, componentPage } from './schemas';

export const getComponentsSchemas = () => ({ query: componentListQuery, response: componentPage });

/** GET /manage/components: components, paged, searched by name or code and filtered by names (type 1) or flags (type 2). */
export const getComponents = defineCall<typeof getComponentsSchemas>()({
  name: 'getComponents',
  domain: 'cms',
  method: 'GET',
  path: '/manage/components',
  permission: 'CP_CMS:VIEW',
  summary: 'Components, paged, searched by name or code and filtered by names (type 1) or flags (type 2)',
});
