import { defineCall } from '../platform/contract';
import { component, saveComponentRequest } from './schemas';

export const saveComponentSchemas = () => ({ body: saveComponentRequest, response: component });

/** POST /manage/components: create a component, or update it when an id is given. */
export const saveComponent = defineCall<typeof saveComponentSchemas>()({
  name: 'saveComponent',
  domain: 'cms',
  method: 'POST',
  path: '/manage/components',
  permission: 'CP_CMS:EDIT',
  summary: 'Create a component, or update it when an id is given',
});
