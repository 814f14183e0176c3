import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { FIELD_SCREEN_CODES } from './field-catalogue';
import { fieldRoleSetting, fieldScreen } from './schemas';

export const saveFieldSettingsSchemas = () => ({
  body: z.object({
    screenCode: z.enum(FIELD_SCREEN_CODES),
    fields: z
      .array(
        z.object({
          code: z.string().trim().min(1).max(60),
          roleSettings: z.array(fieldRoleSetting).max(50),
        }),
      )
      .min(1)
      .max(100),
  }),
  response: fieldScreen,
});

/**
 * POST /modules/cp/fieldsSettings: the settings of a screen's fields per role, all in one transaction. A refusal
 * lists each bad field (spec §8: each server error shown as a toast).
 */
export const saveFieldSettings = defineCall<typeof saveFieldSettingsSchemas>()({
  name: 'saveFieldSettings',
  domain: 'settings',
  method: 'POST',
  path: '/modules/cp/fieldsSettings',
  permission: 'CP_CONFIGURATION:EDIT',
  summary: 'Save the field settings of a screen',
});
