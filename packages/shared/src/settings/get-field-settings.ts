import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { fieldScreen, roleSummary } from './schemas';

export const getFieldSettingsSchemas = () => ({
  response: z.object({ roles: z.array(roleSummary), screens: z.array(fieldScreen) }),
});

/** GET /modules/cp/fields: every configurable screen's fields with each role's setting, and the roles. */
export const getFieldSettings = defineCall<typeof getFieldSettingsSchemas>()({
  name: 'getFieldSettings',
  domain: 'settings',
  method: 'GET',
  path: '/modules/cp/fields',
  permission: 'CP_CONFIGURATION:VIEW',
  summary: 'Field settings per screen and role',
});
