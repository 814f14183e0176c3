import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { allFieldsItem } from './schemas';

export const getAllContentFieldsSchemas = () => ({ response: z.array(allFieldsItem) });

/** GET /manage/contents/allfields: every field of every component (the keys the content query accepts). */
export const getAllContentFields = defineCall<typeof getAllContentFieldsSchemas>()({
  name: 'getAllContentFields',
  domain: 'cms',
  method: 'GET',
  path: '/manage/contents/allfields',
  permission: 'CP_CMS:VIEW',
  summary: 'Every field of every component (the keys the content query accepts)',
});
