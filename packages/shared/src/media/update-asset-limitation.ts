import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { assetLimitation, updateAssetLimitationRequest } from './schemas';

export const updateAssetLimitationSchemas = () => ({
  params: idParams,
  body: updateAssetLimitationRequest,
  response: assetLimitation,
});

/** POST /assetslimitation/update/{id}: the allowed media types and the maximum size of one use. */
export const updateAssetLimitation = defineCall<typeof updateAssetLimitationSchemas>()({
  name: 'updateAssetLimitation',
  domain: 'media',
  method: 'POST',
  path: '/assetslimitation/update/{id}',
  permission: 'CP_CONFIGURATION:EDIT',
  summary: 'Change the allowed media types and maximum size of one asset limitation',
});
