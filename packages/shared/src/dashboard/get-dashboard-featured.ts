import { z } from 'zod';
import { wireNumber } from '../platform/numbers';
import { productListItem } from '../catalog/schemas';
import { defineCall } from '../platform/contract';

export const getDashboardFeaturedSchemas = () => ({
  query: z.object({ pageSize: wireNumber(z.number().int().min(1).max(24)).default(8) }),
  response: z.array(productListItem),
});

/** GET /Dashboard/Featured: the catalogue items featured on the portal, priced for the caller. */
export const getDashboardFeatured = defineCall<typeof getDashboardFeaturedSchemas>()({
  name: 'getDashboardFeatured',
  domain: 'dashboard',
  method: 'GET',
  path: '/Dashboard/Featured',
  permission: 'CP_DASHBOARD:VIEW',
  summary: 'Featured catalogue items (at most pageSize, 1–24, default 8)',
});
