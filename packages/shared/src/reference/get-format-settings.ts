import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { formatSetting } from './schemas';

export const getFormatSettingsSchemas = () => ({ response: z.array(formatSetting) });

/** GET /FormatSettings: the date, number and money formats of the installation. */
export const getFormatSettings = defineCall<typeof getFormatSettingsSchemas>()({
  name: 'getFormatSettings',
  domain: 'reference',
  method: 'GET',
  path: '/FormatSettings',
  permission: 'public',
  summary: 'Date, number and money formats',
});
