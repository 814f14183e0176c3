import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { language } from '../platform/language';
import { myProfile } from './profile-schemas';

/** The largest avatar accepted: a photo from a phone fits, a poster does not. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** The avatar is stored as a square WebP of this size. */
export const AVATAR_SIZE = 256;

/** The text fields of the multipart body; the picture is the file field `image`. */
export const settingInfoFields = z.object({
  imageChanged: z
    .enum(['true', 'false'], { message: 'imageChanged is true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  startupModule: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((v) => (v ? v : null)),
  language: language.optional(),
});

export const saveSettingInfoSchemas = () => ({
  body: z.custom<FormData>(),
  form: settingInfoFields.extend({ image: z.file().optional().describe('The avatar, at most 2 MB') }),
  response: myProfile,
});

/**
 * POST /User/SettingInfo (spec §7: multipart image, imageChanged, startupModule): the avatar (checked by its content,
 * at most 2 MB, resized), the module the app opens after sign-in, and the language. imageChanged without an image
 * removes the picture.
 */
export const saveSettingInfo = defineCall<typeof saveSettingInfoSchemas>()({
  name: 'saveSettingInfo',
  domain: 'users',
  method: 'POST',
  path: '/User/SettingInfo',
  permission: 'CP_MY_PROFILE:EDIT',
  summary: 'Save the settings card (multipart: image, imageChanged, startupModule, language)',
  multipart: true,
});
