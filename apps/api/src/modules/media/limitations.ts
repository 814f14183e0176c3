import { ASSET_USES, type AssetLimitation, type AssetUse } from '@portal/shared/media/schemas';
import type { z } from 'zod';
import type { updateAssetLimitationRequest } from '@portal/shared/media/schemas';
import { asc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assetLimitations } from './tables';
import { recordAudit } from '../../platform/audit';
import { AppError, notFound } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import type { Language } from '@portal/shared/platform/language';
import { mediaMessages } from './messages';
import { type RecognisedFile, recogniseFile } from './sniff';
import { localName } from '../../platform/language';

const IMAGES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const MB = 1024 * 1024;

/** The uses and their limits a new installation starts with (seeded; staff change them on the media library page). */
export const DEFAULT_ASSET_LIMITATIONS: Record<
  AssetUse,
  { name: string; nameFr: string; mimeTypes: string[]; maxSizeBytes: number }
> = {
  MEDIA_LIBRARY: {
    name: 'Media library',
    nameFr: 'Médiathèque',
    mimeTypes: [...IMAGES, 'image/avif', 'image/tiff', 'application/pdf'],
    maxSizeBytes: 10 * MB,
  },
  CUSTOM_ORDER_IMAGE: {
    name: 'Custom order image',
    nameFr: 'Image de commande personnalisée',
    mimeTypes: IMAGES,
    maxSizeBytes: 8 * MB,
  },
  NOTE_ATTACHMENT: {
    name: 'Note attachment',
    nameFr: 'Pièce jointe de note',
    mimeTypes: [...IMAGES, 'application/pdf'],
    maxSizeBytes: 5 * MB,
  },
  AVATAR: {
    name: 'Profile picture',
    nameFr: 'Photo de profil',
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
    maxSizeBytes: 2 * MB,
  },
  // A photo taken at a production stage: pictures only, private to the order's customer and staff.
  PRODUCTION_PHOTO: {
    name: 'Production photo',
    nameFr: 'Photo de production',
    mimeTypes: IMAGES,
    maxSizeBytes: 8 * MB,
  },
};

type Row = typeof assetLimitations.$inferSelect;
const limitationOf = (row: Row): AssetLimitation => ({
  id: row.id,
  code: row.code as AssetUse,
  name: row.name,
  nameFr: row.nameFr,
  mimeTypes: row.mimeTypes,
  maxSizeBytes: row.maxSizeBytes,
  updatedAt: row.updatedAt.toISOString(),
});

/** POST /assetslimitation: every use, searched by code or name. */
export async function getAssetLimitations(db: Db, search?: string): Promise<AssetLimitation[]> {
  const pattern = search ? `%${search.replace(/[\\%_]/g, '\\$&')}%` : null;
  const rows = await db
    .select()
    .from(assetLimitations)
    .where(
      pattern
        ? or(
            ilike(assetLimitations.code, pattern),
            ilike(assetLimitations.name, pattern),
            ilike(assetLimitations.nameFr, pattern),
          )
        : undefined,
    )
    .orderBy(asc(assetLimitations.id));
  return rows.map(limitationOf);
}

export async function getAssetLimitation(db: Db, id: number): Promise<AssetLimitation> {
  const [row] = await db.select().from(assetLimitations).where(eq(assetLimitations.id, id));
  if (!row) throw notFound('The asset limitation');
  return limitationOf(row);
}

/** POST /assetslimitation/update/{id}. */
export async function updateAssetLimitation(
  db: Db,
  scope: Scope,
  id: number,
  changes: z.output<typeof updateAssetLimitationRequest>,
): Promise<AssetLimitation> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(assetLimitations)
      .set({
        mimeTypes: [...new Set(changes.mimeTypes)],
        maxSizeBytes: changes.maxSizeBytes,
        updatedAt: new Date(),
      })
      .where(eq(assetLimitations.id, id))
      .returning();
    if (!row) throw notFound('The asset limitation');
    await recordAudit(tx, scope, {
      action: 'assetLimitation.update',
      entityType: 'asset_limitation',
      entityId: id,
      details: { mimeTypes: row.mimeTypes, maxSizeBytes: row.maxSizeBytes },
    });
    return limitationOf(row);
  });
}

/** The limits an upload for `use` must meet: the stored row, or the default when an install has none yet. */
export async function limitsFor(
  db: Db,
  use: AssetUse,
): Promise<{ name: string; nameFr: string; mimeTypes: string[]; maxSizeBytes: number }> {
  const [row] = await db.select().from(assetLimitations).where(eq(assetLimitations.code, use));
  return row ?? DEFAULT_ASSET_LIMITATIONS[use];
}

type UseLimits = Awaited<ReturnType<typeof limitsFor>>;

/** What the file is, read from its bytes, refused (415) when the use does not take that type. */
export async function recogniseAllowed(
  limits: UseLimits,
  data: Buffer,
  language: Language,
): Promise<RecognisedFile> {
  const recognised = await recogniseFile(data, language);
  if (!limits.mimeTypes.includes(recognised.contentType))
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      mediaMessages.notAllowed(recognised.contentType, limits.mimeTypes, language),
    );
  return recognised;
}

/**
 * A file sent for one use (a custom order's picture, a profile picture), checked against that use's asset limitation
 * as staff set it on the media library page: its size (413) and its type, read from its bytes (415).
 */
export async function checkFileForUse(
  db: Db,
  use: AssetUse,
  data: Buffer,
  language: Language,
): Promise<RecognisedFile> {
  const limits = await limitsFor(db, use);
  const name = localName(language, limits);
  if (data.length > limits.maxSizeBytes)
    throw new AppError('TOO_LARGE', mediaMessages.tooLargeFor(name, limits.maxSizeBytes, language));
  return recogniseAllowed(limits, data, language);
}

/** Seeds the uses that are missing; an administrator's changes stay. */
export async function seedAssetLimitations(db: Db): Promise<void> {
  await db
    .insert(assetLimitations)
    .values(ASSET_USES.map((code) => ({ code, ...DEFAULT_ASSET_LIMITATIONS[code] })))
    .onConflictDoNothing();
}
