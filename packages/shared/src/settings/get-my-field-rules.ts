import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { FIELD_SCREEN_CODES } from './field-catalogue';
import { fieldRule } from './schemas';

export const getMyFieldRulesSchemas = () => ({
  examples: [{ params: { screenCode: 'CUSTOM_ORDER' } }],
  params: z.object({ screenCode: z.enum(FIELD_SCREEN_CODES) }),
  response: z.array(fieldRule),
});

/** GET /modules/cp/fields/{screenCode}/mine: what the caller may do with each field of a screen, roles combined. */
export const getMyFieldRules = defineCall<typeof getMyFieldRulesSchemas>()({
  name: 'getMyFieldRules',
  domain: 'settings',
  method: 'GET',
  path: '/modules/cp/fields/{screenCode}/mine',
  permission: '0',
  summary: 'The caller’s field rules of a screen',
});
