import { ASSET_TYPES, assetListQuery, type MediaAsset, type MediaFolder } from '@portal/shared/media/schemas';
import type { Language } from '@portal/shared/platform/language';
import type { z } from 'zod';
import { and, asc, count, desc, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../customers/tables';
import { mediaAssets, mediaFolders } from './tables';
import { recordAudit } from '../../platform/audit';
import { conflict, notFound } from '../../platform/errors';
import { paginated, pageWindow } from '../../platform/paging';
import type { Services } from '../../platform/request-context';
import type { Scope } from '../../platform/scope';
import { mediaUrl } from '../../platform/storage';
import { assertMayChange, isMediaAdmin, ownerOf, visibleAssets, visibleFolders } from './access';
import { mediaMessages } from './messages';
import { localName } from '../../platform/language';

type AssetRow = typeof mediaAssets.$inferSelect;

const assetColumns = {
  asset: mediaAssets,
  folderName: mediaFolders.name,
  customerName: customers.name,
};

export const assetOf = (r: {
  asset: AssetRow;
  folderName: string | null;
  customerName: string | null;
}): MediaAsset => ({
  id: r.asset.id,
  title: r.asset.title,
  fileName: r.asset.fileName,
  contentType: r.asset.contentType,
  type: r.asset.contentType.startsWith('image/') ? 'image' : 'document',
  size: r.asset.size,
  width: r.asset.width,
  height: r.asset.height,
  folderId: r.asset.folderId,
  folderName: r.folderName,
  shared: r.asset.shared,
  customerId: r.asset.customerId,
  customerName: r.customerName,
  thumbnailUrl: mediaUrl(r.asset.thumbnailKey),
  createdAt: r.asset.createdAt.toISOString(),
});

function selectAssets(db: Db) {
  return db
    .select(assetColumns)
    .from(mediaAssets)
    .leftJoin(mediaFolders, eq(mediaFolders.id, mediaAssets.folderId))
    .leftJoin(customers, eq(customers.id, mediaAssets.customerId));
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** GET /manage/assets: newest first; folder 0 is "outside any folder". */
export async function getAssets(db: Db, scope: Scope, query: z.output<typeof assetListQuery>) {
  const conditions: (SQL | undefined)[] = [visibleAssets(scope)];
  if (query.folderId === 0) conditions.push(isNull(mediaAssets.folderId));
  else if (query.folderId !== undefined) conditions.push(eq(mediaAssets.folderId, query.folderId));
  if (query.search) conditions.push(ilike(mediaAssets.title, likePattern(query.search)));
  if (query.type === 'image') conditions.push(ilike(mediaAssets.contentType, 'image/%'));
  if (query.type === 'document') conditions.push(eq(mediaAssets.contentType, 'application/pdf'));
  const where = and(...conditions);
  const window = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    selectAssets(db)
      .where(where)
      .orderBy(desc(mediaAssets.createdAt), desc(mediaAssets.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(mediaAssets).where(where),
  ]);
  return paginated(rows.map(assetOf), total?.n ?? 0, query);
}

/** One asset the caller sees; another customer's is reported missing (api-conventions: never reveal it exists). */
export async function loadAssetRow(db: Db, scope: Scope, id: number) {
  const [row] = await selectAssets(db).where(and(eq(mediaAssets.id, id), visibleAssets(scope)));
  if (!row) throw notFound('The asset');
  return row;
}

export const getAsset = async (db: Db, scope: Scope, id: number) =>
  assetOf(await loadAssetRow(db, scope, id));

/** GET /manage/assets/folders: by name, with the number of assets the caller sees in each. */
export async function getAssetFolders(db: Db, scope: Scope): Promise<MediaFolder[]> {
  const folders = await db
    .select({ folder: mediaFolders, customerName: customers.name })
    .from(mediaFolders)
    .leftJoin(customers, eq(customers.id, mediaFolders.customerId))
    .where(visibleFolders(scope))
    .orderBy(asc(mediaFolders.name), asc(mediaFolders.id));
  const counts = await db
    .select({ folderId: mediaAssets.folderId, n: count() })
    .from(mediaAssets)
    .where(visibleAssets(scope))
    .groupBy(mediaAssets.folderId);
  return folders.map(({ folder, customerName }) => ({
    id: folder.id,
    name: folder.name,
    shared: folder.shared,
    customerId: folder.customerId,
    customerName,
    assetCount: counts.find((c) => c.folderId === folder.id)?.n ?? 0,
  }));
}

/** GET /manage/assets/types. */
export const getAssetTypes = (language: Language) =>
  ASSET_TYPES.map((t) => ({
    code: t.code,
    name: localName(language, t),
    mimeTypes: [...t.mimeTypes],
  }));

async function loadFolder(db: Db, scope: Scope, id: number) {
  const [folder] = await db
    .select()
    .from(mediaFolders)
    .where(and(eq(mediaFolders.id, id), visibleFolders(scope)));
  if (!folder) throw notFound('The folder');
  return folder;
}

/** POST /manage/assets/folder: a customer's folder is its own; only staff share one. */
export async function createAssetFolder(
  db: Db,
  scope: Scope,
  body: { name: string; shared?: boolean },
): Promise<MediaFolder> {
  const customerId = ownerOf(scope);
  const shared = isMediaAdmin(scope) && body.shared === true;
  return db.transaction(async (tx) => {
    const [folder] = await tx
      .insert(mediaFolders)
      .values({ name: body.name, customerId, shared, createdBy: scope.userId })
      .returning();
    await recordAudit(tx, scope, {
      action: 'mediaFolder.create',
      entityType: 'media_folder',
      entityId: folder!.id,
    });
    return { id: folder!.id, name: folder!.name, shared, customerId, customerName: null, assetCount: 0 };
  });
}

/** POST /manage/assets/folder/{id}: only an empty folder goes; the message says what is left in it. */
export async function deleteAssetFolder(db: Db, scope: Scope, id: number, language: Language) {
  const folder = await loadFolder(db, scope, id);
  assertMayChange(scope, folder.customerId, language);
  return db.transaction(async (tx) => {
    const [held] = await tx.select({ n: count() }).from(mediaAssets).where(eq(mediaAssets.folderId, id));
    if ((held?.n ?? 0) > 0) throw conflict(mediaMessages.folderNotEmpty(folder.name, held!.n, language));
    await tx.delete(mediaFolders).where(eq(mediaFolders.id, id));
    await recordAudit(tx, scope, { action: 'mediaFolder.delete', entityType: 'media_folder', entityId: id });
    return { id };
  });
}

/** The assets of a list, each visible and changeable by the caller; one that is not fails the whole list. */
async function loadChangeable(db: Db, scope: Scope, ids: number[], language: Language) {
  const unique = [...new Set(ids)];
  const rows = await db
    .select()
    .from(mediaAssets)
    .where(and(inArray(mediaAssets.id, unique), visibleAssets(scope)));
  if (rows.length !== unique.length) throw notFound('An asset of the list');
  for (const row of rows) assertMayChange(scope, row.customerId, language);
  return rows;
}

/** POST /manage/assets/folder/change/{folderID}: every asset moves, or none. */
export async function moveAssets(db: Db, scope: Scope, folderId: number, ids: number[], language: Language) {
  if (folderId !== 0) {
    const folder = await loadFolder(db, scope, folderId);
    assertMayChange(scope, folder.customerId, language);
  }
  const rows = await loadChangeable(db, scope, ids, language);
  await db.transaction(async (tx) => {
    await tx
      .update(mediaAssets)
      .set({ folderId: folderId === 0 ? null : folderId, updatedAt: new Date() })
      .where(
        inArray(
          mediaAssets.id,
          rows.map((r) => r.id),
        ),
      );
    await recordAudit(tx, scope, {
      action: 'mediaAsset.move',
      entityType: 'media_folder',
      entityId: folderId,
      details: { assetIds: rows.map((r) => r.id) },
    });
  });
  return { moved: rows.length };
}

/** POST /manage/assets/update: the title; staff also decide whether every customer sees it. */
export async function updateAsset(
  db: Db,
  scope: Scope,
  body: { id: number; title: string; shared?: boolean },
  language: Language,
) {
  const [row] = await loadChangeable(db, scope, [body.id], language);
  await db
    .update(mediaAssets)
    .set({
      title: body.title,
      shared: isMediaAdmin(scope) && body.shared !== undefined ? body.shared : row!.shared,
      updatedAt: new Date(),
    })
    .where(eq(mediaAssets.id, body.id));
  return getAsset(db, scope, body.id);
}

/** POST /manage/assets/delete: rows in one transaction; the files go after it commits (a failed delete keeps them). */
export async function deleteAssets(services: Services, scope: Scope, ids: number[], language: Language) {
  const rows = await loadChangeable(services.db, scope, ids, language);
  await services.db.transaction(async (tx) => {
    await tx.delete(mediaAssets).where(
      inArray(
        mediaAssets.id,
        rows.map((r) => r.id),
      ),
    );
    await recordAudit(tx, scope, {
      action: 'mediaAsset.delete',
      entityType: 'media_asset',
      details: { assetIds: rows.map((r) => r.id) },
    });
  });
  for (const row of rows) {
    await services.media.remove(row.storageKey).catch(() => undefined);
    if (row.thumbnailKey) await services.media.remove(row.thumbnailKey).catch(() => undefined);
  }
  return { deleted: rows.length };
}
