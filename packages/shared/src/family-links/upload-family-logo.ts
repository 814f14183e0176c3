import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { familyBranding } from './schemas';

export const uploadFamilyLogoSchemas = () => ({
  params: idParams,
  body: z.custom<FormData>(),
  form: z.object({ file: z.file().describe('The logo: PNG, JPEG or WebP') }),
  response: familyBranding,
});

/**
 * POST /family-brandings/{id}/logo: the funeral home's logo (multipart `file`), recognised from its bytes and
 * stored re-encoded under a generated name; it replaces the previous one.
 */
export const uploadFamilyLogo = defineCall<typeof uploadFamilyLogoSchemas>()({
  name: 'uploadFamilyLogo',
  domain: 'family-links',
  method: 'POST',
  path: '/family-brandings/{id}/logo',
  permission: 'CP_DECEDENTS:EDIT',
  summary: "Upload the logo of a funeral home's family pages (multipart file)",
  multipart: true,
  refusals: {
    403: "Only the customer's administrator or staff change it",
    413: 'The file is larger than the limit',
    415: 'The file is not a PNG, JPEG or WebP picture',
  },
});
