import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { detailCode, detailSettingAnswer } from './schemas';

export const getDetailSettingSchemas = () => ({
  examples: [{ query: { code: '1' } }],
  query: z.object({ code: detailCode }),
  response: detailSettingAnswer,
});

/** GET /DetailSetting?code=: the sections and fields the signed-in user hides in a detail view. */
export const getDetailSetting = defineCall<typeof getDetailSettingSchemas>()({
  name: 'getDetailSetting',
  domain: 'users',
  method: 'GET',
  path: '/DetailSetting',
  permission: '0',
  summary: 'The sections and fields the signed-in user hides in a detail view; null until saved',
});
