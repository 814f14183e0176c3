import { defineCall } from '../platform/contract';
import { componentField, saveComponentFieldRequest } from './schemas';

export const saveComponentFieldSchemas = () => ({
  body: saveComponentFieldRequest,
  response: componentField,
});

/**
 * POST /manage/component-fields/save: create a field of a component, or update it when an id is given. A new type
 * converts the field's values in the same transaction (text ↔ rich text, numbers, yes/no); values that cannot become
 * the new type refuse the change (409, one message per value), changing nothing.
 */
export const saveComponentField = defineCall<typeof saveComponentFieldSchemas>()({
  name: 'saveComponentField',
  domain: 'cms',
  method: 'POST',
  path: '/manage/component-fields/save',
  permission: 'CP_CMS:EDIT',
  summary: 'Create a field of a component, or update it when an id is given (its values follow a new type)',
  refusals: {
    409: 'Some values of the field cannot become its new type (each listed); nothing was changed',
  },
});
