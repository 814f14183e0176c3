import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { gridCode, gridSettingAnswer, gridSettings } from './schemas';

export const saveGridSettingSchemas = () => ({
  body: z.object({ code: gridCode, settings: gridSettings }),
  response: gridSettingAnswer,
});

/** POST /GridSetting: saves the signed-in user's columns, page size and sort of a grid. */
export const saveGridSetting = defineCall<typeof saveGridSettingSchemas>()({
  name: 'saveGridSetting',
  domain: 'users',
  method: 'POST',
  path: '/GridSetting',
  permission: '0',
  summary: 'Save the signed-in user’s columns, page size and sort of a grid',
});
