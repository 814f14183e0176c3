import { randomUUID } from 'node:crypto';
import type { Language } from '@portal/shared/platform/language';
import { AVATAR_SIZE, settingInfoFields } from '@portal/shared/users/save-setting-info';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { invalid } from '../../platform/errors';
import { parseFields, readMultipart } from '../../platform/multipart';
import type { Services } from '../../platform/request-context';
import type { Scope } from '../../platform/scope';
import { keyOfMediaUrl } from '../../platform/storage';
import { availableModules } from '../auth/public';
import { checkFileForUse } from '../media/public';
import { imageUrlOf, saveSettings } from './profile-service';

/**
 * The avatar, checked against the profile picture's asset limitation (its size, and its type read from its bytes, not
 * from the name or the type the browser claims), then stored as a square WebP: a 20-megapixel photo never reaches
 * every page that shows the user.
 */
export async function avatarOf(db: Db, data: Buffer, language: Language): Promise<Buffer> {
  await checkFileForUse(db, 'AVATAR', data, language);
  return sharp(data)
    .rotate()
    .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
    .webp({ quality: 85 })
    .toBuffer();
}

/** POST /User/SettingInfo: multipart image, imageChanged, startupModule and language. */
export async function saveSettingInfo(
  services: Services,
  scope: Scope,
  request: FastifyRequest,
  language: Language,
) {
  const { fields, files } = await readMultipart(request);
  const input = parseFields(settingInfoFields, fields);
  if (input.startupModule !== null) {
    const allowed = await availableModules(services.db, scope.userId, scope.customerId);
    if (!allowed.some((m) => m.code === input.startupModule && m.route))
      throw invalid('startupModule', 'This module is not one you can open');
  }
  const image = files.find((f) => f.field === 'image');
  let imageKey: string | null | undefined;
  if (input.imageChanged) {
    imageKey = null;
    if (image) {
      imageKey = `avatars/${randomUUID()}.webp`;
      await services.media.write(imageKey, await avatarOf(services.db, image.data, language));
    }
  }
  const previous = imageKey === undefined ? null : keyOfMediaUrl(await imageUrlOf(services.db, scope.userId));
  const profile = await saveSettings(services, scope, {
    startupModule: input.startupModule,
    language: input.language,
    imageKey,
  });
  if (previous) await services.media.remove(previous);
  return profile;
}
