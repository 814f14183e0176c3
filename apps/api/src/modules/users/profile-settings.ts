import { randomUUID } from 'node:crypto';
import { AVATAR_MAX_BYTES, AVATAR_SIZE, settingInfoFields } from '@portal/shared/users/save-setting-info';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { AppError, invalid } from '../../platform/errors';
import { parseFields, readMultipart } from '../../platform/multipart';
import type { Services } from '../../platform/request-context';
import type { Scope } from '../../platform/scope';
import { keyOfMediaUrl } from '../../platform/storage';
import { availableModules } from '../auth/public';
import { imageUrlOf, saveSettings } from './profile-service';

const AVATAR_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/**
 * The avatar, checked by its content (the bytes sharp reads, not the name or the type the browser claims) and its
 * size, then stored as a square WebP: a 20-megapixel photo never reaches every page that shows the user.
 */
export async function avatarOf(data: Buffer): Promise<Buffer> {
  if (data.length > AVATAR_MAX_BYTES) throw new AppError('TOO_LARGE', 'The picture is larger than 2 MB');
  const format = await sharp(data)
    .metadata()
    .then((m) => m.format)
    .catch(() => undefined);
  if (!format || !AVATAR_FORMATS.has(format))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The picture must be a JPEG, PNG, WebP or GIF image');
  return sharp(data)
    .rotate()
    .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
    .webp({ quality: 85 })
    .toBuffer();
}

/** POST /User/SettingInfo: multipart image, imageChanged, startupModule and language. */
export async function saveSettingInfo(services: Services, scope: Scope, request: FastifyRequest) {
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
      await services.media.write(imageKey, await avatarOf(image.data));
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
