import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { hardcodedSetting } from './schemas';

export const getHardcodedSettingsSchemas = () => ({ response: z.array(hardcodedSetting) });

/** GET /HardcodedSettings/api/timekeeping/hardcodedsettings (the spec's path): the installation's hardcoded settings. */
export const getHardcodedSettings = defineCall<typeof getHardcodedSettingsSchemas>()({
  name: 'getHardcodedSettings',
  domain: 'reference',
  method: 'GET',
  path: '/HardcodedSettings/api/timekeeping/hardcodedsettings',
  permission: '0',
  summary: 'Hardcoded settings of the installation',
});
