import { z } from 'zod';
import { wireNumber } from '../platform/numbers';
import { pagedOf } from '../platform/envelope';
import { id, MAX_ID } from '../platform/ids';
import { pagingQuery } from '../platform/paging';

// ---- Media library (spec §1 media library admin and customer views, §3 "Asset and folder", §7 "Media library") ----
// Staff with CP_MEDIA_LIBRARY:ADMIN see every asset; a customer sees its own and the ones staff shared.

/** Who may call: the customer view and the admin view read the same calls. */
export const MEDIA_VIEW = ['CP_MEDIA_LIBRARY:VIEW', 'CP_MEDIA_LIBRARY:ADMIN'] as const;
/** Who may change the library: a customer's editor (its own assets) or staff (every asset). */
export const MEDIA_EDIT = ['CP_MEDIA_LIBRARY:EDIT', 'CP_MEDIA_LIBRARY:ADMIN'] as const;

/** The kinds of file the library keeps, each recognised by its content (never by its name). */
export const ASSET_TYPES = [
  {
    code: 'image',
    name: 'Image',
    nameFr: 'Image',
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/tiff'],
  },
  { code: 'document', name: 'PDF document', nameFr: 'Document PDF', mimeTypes: ['application/pdf'] },
] as const;
export type AssetTypeCode = (typeof ASSET_TYPES)[number]['code'];
/** Every media type an upload can be recognised as. */
export const KNOWN_MIME_TYPES: readonly string[] = ASSET_TYPES.flatMap((t) => [...t.mimeTypes]);

export const mediaFolder = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Seen by every customer (staff only may share). */
  shared: z.boolean(),
  /** The customer the folder belongs to; null for the staff's own folders. */
  customerId: z.number().int().nullable(),
  customerName: z.string().nullable(),
  assetCount: z.number().int(),
});
export type MediaFolder = z.infer<typeof mediaFolder>;

export const mediaAsset = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The uploaded file's name, without any path. */
  fileName: z.string(),
  contentType: z.string(),
  type: z.enum(['image', 'document']),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  folderId: z.number().int().nullable(),
  folderName: z.string().nullable(),
  shared: z.boolean(),
  customerId: z.number().int().nullable(),
  customerName: z.string().nullable(),
  /** A small WebP of an image (private media, the signed-in session's cookie); null for documents. */
  thumbnailUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type MediaAsset = z.infer<typeof mediaAsset>;

/** `folderId` 0 lists the assets outside any folder; left out, every folder. */
export const assetListQuery = pagingQuery(1).extend({
  folderId: wireNumber(z.number().int().min(0).max(MAX_ID)).optional(),
  search: z.string().trim().max(200).optional(),
  type: z.enum(['image', 'document']).optional(),
});
export type AssetListQuery = z.input<typeof assetListQuery>;
export const assetPage = pagedOf(mediaAsset);

export const assetType = z.object({
  code: z.string(),
  name: z.string(),
  mimeTypes: z.array(z.string()),
});

const folderName = z
  .string({ message: 'The folder name is required' })
  .trim()
  .min(1, 'The folder name is required')
  .max(80, 'The folder name must be at most 80 characters');

export const createFolderRequest = z.object({
  name: folderName,
  /** Staff only: the folder is seen by every customer. */
  shared: z.boolean().optional(),
});

export const assetTitle = z
  .string({ message: 'The title is required' })
  .trim()
  .min(1, 'The title is required')
  .max(200, 'The title must be at most 200 characters');

export const updateAssetRequest = z.object({
  id,
  title: assetTitle,
  /** Staff only. */
  shared: z.boolean().optional(),
});

/** A list of asset ids (change folder, delete): at least one, at most 200. */
export const assetIdList = z
  .array(id)
  .min(1, 'Choose at least one asset')
  .max(200, 'At most 200 assets at once');

/** The folder of POST /manage/assets/folder/change/{folderID}: 0 takes the assets out of any folder. */
export const folderTargetParams = z.object({ folderID: wireNumber(z.number().int().min(0).max(MAX_ID)) });

/** The text fields of an upload, beside the `file` part. */
export const assetUploadFields = z.object({
  // Multipart fields skip the edge check of JSON bodies: a NUL byte (which PostgreSQL cannot store) is refused here.
  title: z
    .string()
    .trim()
    .max(200, 'The title must be at most 200 characters')
    .refine((v) => !v.includes('\u0000'), 'Contains characters that are not allowed (NUL)')
    .optional(),
  folderId: wireNumber(z.number().int().positive().max(MAX_ID)).optional(),
  /** Staff only: every customer sees the asset. */
  shared: z.enum(['true', 'false']).optional(),
});

// ---- Asset limitations (spec §6 "asset limitations", §7 /assetslimitation) ----

/** The uses an upload is limited for; the media library's upload reads its row. */
export const ASSET_USES = [
  'MEDIA_LIBRARY',
  'CUSTOM_ORDER_IMAGE',
  'NOTE_ATTACHMENT',
  'AVATAR',
  'PRODUCTION_PHOTO',
] as const;
export type AssetUse = (typeof ASSET_USES)[number];

export const assetLimitation = z.object({
  id: z.number().int(),
  code: z.enum(ASSET_USES),
  name: z.string(),
  nameFr: z.string(),
  mimeTypes: z.array(z.string()),
  maxSizeBytes: z.number().int(),
  updatedAt: z.string(),
});
export type AssetLimitation = z.infer<typeof assetLimitation>;

/** The largest size a limitation may allow (the server's UPLOAD_LIMIT_BYTES also caps every upload). */
export const MAX_ASSET_SIZE_BYTES = 100 * 1024 * 1024;

export const updateAssetLimitationRequest = z.object({
  mimeTypes: z
    .array(
      z
        .string()
        .refine((type) => KNOWN_MIME_TYPES.includes(type), 'Is not a type the library recognises')
        .describe(`A media type the library recognises: ${KNOWN_MIME_TYPES.join(', ')}.`),
    )
    .min(1, 'Allow at least one type'),
  maxSizeBytes: z
    .number({ message: 'The maximum size is required' })
    .int('Must be a whole number of bytes')
    .min(1024, 'Must be at least 1 KB')
    .max(MAX_ASSET_SIZE_BYTES, 'Must be at most 100 MB'),
});

export const assetLimitationListRequest = z
  .object({ search: z.string().trim().max(100).optional() })
  .optional();
