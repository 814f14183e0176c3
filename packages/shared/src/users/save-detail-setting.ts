import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { detailCode, detailSettingAnswer, detailSettings } from './schemas';

export const saveDetailSettingSchemas = () => ({
  body: z.object({ code: detailCode, settings: detailSettings }),
  response: detailSettingAnswer,
});

/** POST /DetailSetting: saves the sections and fields the signed-in user hides in a detail view. */
export const saveDetailSetting = defineCall<typeof saveDetailSettingSchemas>()({
  name: 'saveDetailSetting',
  domain: 'users',
  method: 'POST',
  path: '/DetailSetting',
  permission: '0',
  summary: 'Save the sections and fields the signed-in user hides in a detail view',
});
