import { randomUUID } from 'node:crypto';
import type { FamilyBranding } from '@portal/shared/family-links/schemas';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { visibleCustomer } from '../customers/public';
import { recordAudit } from '../../platform/audit';
import { AppError, forbidden, invalid } from '../../platform/errors';
import type { BoundedUpload } from '../../platform/multipart';
import type { Services } from '../../platform/request-context';
import { isStaff, type Scope } from '../../platform/scope';
import { mediaUrl } from '../../platform/storage';
import { familyBrandings } from './tables';

/** A logo is a small picture: 2 MB is far above any real one, and bounds what is read into memory. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** The logo is kept at most this size (it shows in the family page's header), re-encoded as WebP. */
const LOGO_BOX = { width: 480, height: 240 };
/** A public folder: the family page loads the logo without an account (the media route caches it for a year). */
export const LOGO_FOLDER = 'family-logos';
const LOGO_FORMATS = new Set(['png', 'jpeg', 'webp']);

const ONLY_ADMIN = "Only your company's administrator can change the family page's logo and colours.";
const NOT_A_LOGO = 'The logo must be a PNG, JPEG or WebP picture.';
const LOGO_TOO_LARGE = 'The logo must be at most 2 MB.';
const LOGO_WANTED = 'Choose the logo to upload.';

type BrandingRow = typeof familyBrandings.$inferSelect;

const lookOf = (row: BrandingRow | undefined) => ({
  logoUrl: mediaUrl(row?.logoKey ?? null),
  primaryColour: row?.primaryColour ?? null,
  accentColour: row?.accentColour ?? null,
});
const answerOf = (customerId: number, row: BrandingRow | undefined): FamilyBranding => ({
  customerId,
  ...lookOf(row),
});

/** The customer's branding row, once the caller may see the customer (another customer's answers as missing). */
async function brandingOf(db: Db, scope: Scope, customerId: number) {
  await visibleCustomer(db, scope, customerId);
  const [row] = await db.select().from(familyBrandings).where(eq(familyBrandings.customerId, customerId));
  return row;
}

/** The funeral home's customer administrator (CP_MY_PROFILE:USERS) or staff set the family page's look. */
function assertMayBrand(scope: Scope) {
  if (!isStaff(scope) && !scope.permissions.has('CP_MY_PROFILE:USERS')) throw forbidden(ONLY_ADMIN);
}

/** The logo and colours as the family page shows them, for the funeral home that owns the link. */
export async function familyPageBranding(db: Db, customerId: number) {
  const [row] = await db.select().from(familyBrandings).where(eq(familyBrandings.customerId, customerId));
  return lookOf(row);
}

/** GET /family-brandings/{id}. */
export async function getFamilyBranding(db: Db, scope: Scope, customerId: number): Promise<FamilyBranding> {
  return answerOf(customerId, await brandingOf(db, scope, customerId));
}

/** Writes the customer's row (made on its first change) and the audit line, in one transaction. */
async function saveBranding(
  db: Db,
  scope: Scope,
  customerId: number,
  change: Partial<Pick<BrandingRow, 'logoKey' | 'primaryColour' | 'accentColour'>>,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(familyBrandings)
      .values({ customerId, ...change, updatedBy: scope.userId, updatedAt: now })
      .onConflictDoUpdate({
        target: familyBrandings.customerId,
        set: { ...change, updatedBy: scope.userId, updatedAt: now },
      })
      .returning();
    await recordAudit(tx, scope, {
      action: 'familyBranding.change',
      entityType: 'customer',
      entityId: customerId,
      details: change,
    });
    return answerOf(customerId, row);
  });
}

/** PUT /family-brandings/{id}: the colours (already checked as `#rrggbb` by the contract). */
export async function saveFamilyColours(
  db: Db,
  scope: Scope,
  customerId: number,
  colours: { primaryColour: string | null; accentColour: string | null },
  now: Date,
): Promise<FamilyBranding> {
  await brandingOf(db, scope, customerId);
  assertMayBrand(scope);
  return saveBranding(db, scope, customerId, colours, now);
}

/** The logo re-encoded within LOGO_BOX as WebP; a file that is not a PNG, JPEG or WebP by its bytes is refused. */
async function logoPicture(data: Buffer): Promise<Buffer> {
  const format = await sharp(data)
    .metadata()
    .then((m) => m.format)
    .catch(() => undefined);
  if (!format || !LOGO_FORMATS.has(format)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_A_LOGO);
  return sharp(data)
    .rotate()
    .resize({ ...LOGO_BOX, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 90 })
    .toBuffer()
    .catch(() => {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_A_LOGO);
    });
}

/**
 * POST /family-brandings/{id}/logo: the new logo is stored under a generated key before the row names it
 * (and removed when the row cannot be written); the previous one is removed once the row no longer names it.
 */
export async function uploadFamilyLogo(
  { db, media, now }: Pick<Services, 'db' | 'media' | 'now'>,
  scope: Scope,
  customerId: number,
  upload: BoundedUpload,
): Promise<FamilyBranding> {
  const before = await brandingOf(db, scope, customerId);
  assertMayBrand(scope);
  if (upload.tooLarge) throw new AppError('TOO_LARGE', LOGO_TOO_LARGE);
  if (!upload.file || upload.file.data.length === 0) throw invalid('file', LOGO_WANTED);
  const logoKey = `${LOGO_FOLDER}/${randomUUID()}.webp`;
  await media.write(logoKey, await logoPicture(upload.file.data), 'image/webp');
  let saved: FamilyBranding;
  try {
    saved = await saveBranding(db, scope, customerId, { logoKey }, now());
  } catch (error) {
    await media.remove(logoKey);
    throw error;
  }
  if (before?.logoKey) await media.remove(before.logoKey);
  return saved;
}

/** DELETE /family-brandings/{id}/logo. */
export async function removeFamilyLogo(
  { db, media, now }: Pick<Services, 'db' | 'media' | 'now'>,
  scope: Scope,
  customerId: number,
): Promise<FamilyBranding> {
  const before = await brandingOf(db, scope, customerId);
  assertMayBrand(scope);
  const saved = await saveBranding(db, scope, customerId, { logoKey: null }, now());
  if (before?.logoKey) await media.remove(before.logoKey);
  return saved;
}
