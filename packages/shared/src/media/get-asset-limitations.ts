import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { assetLimitation, assetLimitationListRequest } from './schemas';

export const getAssetLimitationsSchemas = () => ({
  body: assetLimitationListRequest,
  response: z.array(assetLimitation),
});

/**
 * POST /assetslimitation: the upload limits per use, searched by code or name (a POST as the spec names it; the uses
 * are fixed, so there is no create).
 */
export const getAssetLimitations = defineCall<typeof getAssetLimitationsSchemas>()({
  name: 'getAssetLimitations',
  domain: 'media',
  method: 'POST',
  path: '/assetslimitation',
  permission: 'CP_CONFIGURATION:VIEW',
  summary: 'The asset limitations (allowed media types and maximum size per use), optionally searched',
});
