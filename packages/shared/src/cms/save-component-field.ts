import { defineCall } from '../platform/contract';
import { componentField, saveComponentFieldRequest } from './schemas';

export const saveComponentFieldSchemas = () => ({
  body: saveComponentFieldRequest,
  response: componentField,
});

/** POST /manage/component-fields/save: create a field of a component, or update it when an id is given. */
export const saveComponentField = defineCall<typeof saveComponentFieldSchemas>()({
  name: 'saveComponentField',
  domain: 'cms',
  method: 'POST',
  path: '/manage/component-fields/save',
  permission: 'CP_CMS:EDIT',
  summary: 'Create a field of a component, or update it when an id is given',
});
