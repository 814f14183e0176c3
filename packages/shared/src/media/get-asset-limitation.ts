import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { assetLimitation } from './schemas';

export const getAssetLimitationSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: assetLimitation,
});

/** GET /assetslimitation/{id}: one use's limits. */
export const getAssetLimitation = defineCall<typeof getAssetLimitationSchemas>()({
  name: 'getAssetLimitation',
  domain: 'media',
  method: 'GET',
  path: '/assetslimitation/{id}',
  permission: 'CP_CONFIGURATION:VIEW',
  summary: 'One asset limitation',
});
