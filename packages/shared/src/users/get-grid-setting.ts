import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { gridCode, gridSettingAnswer } from './schemas';

export const getGridSettingSchemas = () => ({
  examples: [{ params: { code: 'JobOrderGrid' } }],
  params: z.object({ code: gridCode }),
  response: gridSettingAnswer,
});

/** GET /GridSetting/{code}: the signed-in user's columns, page size and sort of a grid (spec §9 grid keys). */
export const getGridSetting = defineCall<typeof getGridSettingSchemas>()({
  name: 'getGridSetting',
  domain: 'users',
  method: 'GET',
  path: '/GridSetting/{code}',
  permission: '0',
  summary: 'The signed-in user’s columns, page size and sort of a grid; null until saved',
});
