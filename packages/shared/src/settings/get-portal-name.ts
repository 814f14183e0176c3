import { z } from 'zod';
import { defineCall } from '../platform/contract';

export const getPortalNameSchemas = () => ({
  response: z.object({ portalName: z.string().nullable() }),
});

/**
 * GET /admin-settings/portal-name: the "Portal name" global setting (PORTAL_NAME), which every page title ends with.
 * Public, as titles are rendered for anonymous visitors too; null when the setting is missing.
 */
export const getPortalName = defineCall<typeof getPortalNameSchemas>()({
  name: 'getPortalName',
  domain: 'settings',
  method: 'GET',
  path: '/admin-settings/portal-name',
  permission: 'public',
  summary: 'The portal name that page titles end with',
});
