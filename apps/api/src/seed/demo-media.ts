import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { customers, mediaAssets, mediaFolders, users } from '../db/schema/index';
import { demoAssetKey, demoAssetPng, demoThumbnailKey, type DemoArt } from '../modules/media/public';

/**
 * The demo media library: a shared "Catalogue photography" folder of staff with two pictures every customer sees, and
 * Aurora Jewelers' own "Design references" with two of its own. Rows only: the media route and the download call draw
 * each picture on its first request. Idempotent: once a demo asset is there nothing is added.
 */
const DEMO_ASSETS: { art: DemoArt; title: string; folder: 'shared' | 'aurora'; customer: string | null }[] = [
  { art: 'solitaire-ring', title: 'Solitaire ring, 18k yellow gold', folder: 'shared', customer: null },
  { art: 'heart-pendant', title: 'Heart pendant with ruby', folder: 'shared', customer: null },
  {
    art: 'pearl-earrings',
    title: 'Pearl drop earrings (customer sample)',
    folder: 'aurora',
    customer: 'C1001',
  },
  { art: 'signet-sketch', title: 'Signet ring sketch for engraving', folder: 'aurora', customer: 'C1001' },
];

export async function seedMedia(db: Db): Promise<void> {
  const keys = DEMO_ASSETS.map((a) => demoAssetKey(a.art));
  const [existing] = await db
    .select({ id: mediaAssets.id })
    .from(mediaAssets)
    .where(inArray(mediaAssets.storageKey, keys))
    .limit(1);
  if (existing) return;
  const [aurora] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.accountNumber, 'C1001'));
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
  const [claire] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'customer@demo.test'));
  if (!aurora) return;
  const sizes = new Map<DemoArt, { size: number; width: number; height: number }>();
  for (const a of DEMO_ASSETS) {
    const png = await demoAssetPng(a.art);
    const meta = await sharp(png).metadata();
    sizes.set(a.art, { size: png.length, width: meta.width ?? 0, height: meta.height ?? 0 });
  }
  await db.transaction(async (tx) => {
    const [shared] = await tx
      .insert(mediaFolders)
      .values({ name: 'Catalogue photography', shared: true, customerId: null, createdBy: admin?.id ?? null })
      .returning({ id: mediaFolders.id });
    const [own] = await tx
      .insert(mediaFolders)
      .values({ name: 'Design references', customerId: aurora.id, createdBy: claire?.id ?? null })
      .returning({ id: mediaFolders.id });
    for (const [i, a] of DEMO_ASSETS.entries()) {
      const size = sizes.get(a.art)!;
      await tx.insert(mediaAssets).values({
        title: a.title,
        fileName: `${a.art}.png`,
        contentType: 'image/png',
        size: size.size,
        width: size.width,
        height: size.height,
        storageKey: demoAssetKey(a.art),
        thumbnailKey: demoThumbnailKey(a.art),
        folderId: a.folder === 'shared' ? shared!.id : own!.id,
        customerId: a.customer ? aurora.id : null,
        shared: a.customer === null,
        uploadedBy: (a.customer ? claire?.id : admin?.id) ?? null,
        createdAt: new Date(Date.UTC(2026, 9, 1 + i * 7, 14)),
      });
    }
  });
}
