import { randomUUID } from 'node:crypto';
import { assetUploadFields, type MediaAsset } from '@portal/shared/media/schemas';
import type { Language } from '@portal/shared/platform/language';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaAssets, mediaFolders } from './tables';
import { recordAudit } from '../../platform/audit';
import { AppError, invalid } from '../../platform/errors';
import type { ServedFile } from '../../platform/file-reply';
import { parseFields, type BoundedUpload } from '../../platform/multipart';
import type { Services } from '../../platform/request-context';
import type { Scope } from '../../platform/scope';
import { assertMayChange, isMediaAdmin, ownerOf, visibleAssets, visibleFolders } from './access';
import { generateDemoAsset } from './demo-art';
import { limitsFor, recogniseAllowed } from './limitations';
import { mediaMessages } from './messages';
import { getAsset, loadAssetRow } from './service';
import { cleanFileName, thumbnailOf } from './sniff';

/** The private folder of the library: the media route serves its thumbnails only to callers who see the asset. */
export const MEDIA_LIBRARY_FOLDER = 'media-library';

/** The limit the upload is read with: the media library's (asset limitations), streamed with that bound. */
export const uploadLimitOf = async (db: Db) => (await limitsFor(db, 'MEDIA_LIBRARY')).maxSizeBytes;

/**
 * POST /upload/asset: the limits of the MEDIA_LIBRARY use (413, 415), the type from the bytes, a thumbnail for an
 * image. The files are written before the row, and removed again when the row cannot be written.
 */
export async function uploadAsset(
  services: Services,
  scope: Scope,
  upload: BoundedUpload,
  language: Language,
): Promise<MediaAsset> {
  const customerId = ownerOf(scope);
  const limits = await limitsFor(services.db, 'MEDIA_LIBRARY');
  if (upload.tooLarge) throw new AppError('TOO_LARGE', mediaMessages.tooLarge(limits.maxSizeBytes, language));
  if (!upload.file) throw invalid('file', mediaMessages.fileRequired(language));
  const fields = parseFields(assetUploadFields, upload.fields);
  const recognised = await recogniseAllowed(limits, upload.file.data, language);
  if (fields.folderId !== undefined) {
    const [folder] = await services.db
      .select()
      .from(mediaFolders)
      .where(and(eq(mediaFolders.id, fields.folderId), visibleFolders(scope)));
    if (!folder) throw invalid('folderId', 'This folder does not exist.');
    assertMayChange(scope, folder.customerId, language);
  }
  const fileName = cleanFileName(upload.file.filename);
  const stem = `${MEDIA_LIBRARY_FOLDER}/${randomUUID()}`;
  const storageKey = `${stem}.${recognised.extension}`;
  const thumbnailKey = recognised.type === 'image' ? `${stem}.thumb.webp` : null;
  await services.media.write(storageKey, upload.file.data, recognised.contentType);
  try {
    if (thumbnailKey)
      await services.media.write(thumbnailKey, await thumbnailOf(upload.file.data), 'image/webp');
    const id = await services.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(mediaAssets)
        .values({
          title: fields.title || fileName.replace(/\.[^.]*$/, '') || fileName,
          fileName,
          contentType: recognised.contentType,
          size: upload.file!.data.length,
          width: recognised.width,
          height: recognised.height,
          storageKey,
          thumbnailKey,
          folderId: fields.folderId ?? null,
          customerId,
          shared: isMediaAdmin(scope) && fields.shared === 'true',
          uploadedBy: scope.userId,
        })
        .returning({ id: mediaAssets.id });
      await recordAudit(tx, scope, {
        action: 'mediaAsset.upload',
        entityType: 'media_asset',
        entityId: row!.id,
      });
      return row!.id;
    });
    return await getAsset(services.db, scope, id);
  } catch (error) {
    await services.media.remove(storageKey).catch(() => undefined);
    if (thumbnailKey) await services.media.remove(thumbnailKey).catch(() => undefined);
    throw error;
  }
}

/** Stored bytes, drawing a demo picture on its first request. */
async function readStored(services: Services, key: string): Promise<Buffer | null> {
  const stored = await services.media.read(key);
  if (stored) return stored;
  const drawn = await generateDemoAsset(key);
  if (drawn) await services.media.write(key, drawn, key.endsWith('.webp') ? 'image/webp' : 'image/png');
  return drawn;
}

/** GET /manage/assets/download/{id}: the file as saved; the preview is an image's thumbnail or a document inline. */
export async function downloadAsset(
  services: Services,
  scope: Scope,
  id: number,
  preview: boolean,
): Promise<ServedFile> {
  const { asset } = await loadAssetRow(services.db, scope, id);
  const key = preview && asset.thumbnailKey ? asset.thumbnailKey : asset.storageKey;
  const data = await readStored(services, key);
  if (!data) throw new AppError('NOT_FOUND', 'The file of this asset was not found');
  return {
    data,
    contentType: key === asset.thumbnailKey ? 'image/webp' : asset.contentType,
    fileName: asset.fileName,
    disposition: preview ? 'inline' : 'attachment',
  };
}

/** The media route's check for `media-library/...` files: the caller must see the asset they belong to. */
export async function mayViewLibraryFile(db: Db, scope: Scope, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: mediaAssets.id })
    .from(mediaAssets)
    .where(and(or(eq(mediaAssets.storageKey, key), eq(mediaAssets.thumbnailKey, key)), visibleAssets(scope)));
  return row !== undefined;
}
