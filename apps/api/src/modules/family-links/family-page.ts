import { pieceShapeOf } from '@portal/shared/family-links/piece-shape';
import type { FamilyPage } from '@portal/shared/family-links/schemas';
import type { Language } from '@portal/shared/platform/language';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verifyPassword } from '../auth/public';
import {
  getMetalsShownInCatalog,
  listPricesInMetals,
  listProducts,
  parseProductQuery,
} from '../catalog/public';
import { itemTypes, productCategories } from '../catalog/tables';
import { customers } from '../customers/tables';
import {
  assertPrintUsable,
  generateDemoPrint,
  recordPrintAccess,
  retentionPolicy,
} from '../decedents/public';
import { getPaymentProcessor } from '../finance/public';
import { decedents, fingerprints } from '../decedents/tables';
import { AppError, notFound } from '../../platform/errors';
import type { Services } from '../../platform/request-context';
import { resizedWebp, type MediaStorage } from '../../platform/storage';
import { familyPageBranding } from './branding';
import { familyLinks } from './tables';
import { stateOf, tokenHashOf } from './links';

/** Wrong PINs a link takes before it locks: a 4-digit PIN then has a 1-in-500 chance of being guessed. */
export const WRONG_PINS_TO_LOCK = 20;

/** The catalogue category of the pieces a print is made into. */
const MEMORIAL_CATEGORY = 'MEMORIAL';

const PIN_WANTED = 'Enter the PIN the funeral home gave you.';
const PIN_WRONG = 'This PIN is not right.';
const LOCKED = 'Too many wrong PINs: this link is locked. Ask the funeral home for a new one.';

const pinRefusal = (message: string) => new AppError('FORBIDDEN', message, [{ key: 'pin', value: message }]);

/** An open link by its token with its decedent and funeral home; anything else (unknown, revoked, expired) is missing. */
export async function openLink(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({
      link: familyLinks,
      firstName: decedents.firstName,
      lastName: decedents.lastName,
      funeralHomeName: customers.name,
    })
    .from(familyLinks)
    .innerJoin(decedents, and(eq(decedents.id, familyLinks.decedentId), isNull(decedents.archivedAt)))
    .innerJoin(customers, eq(customers.id, familyLinks.customerId))
    .where(eq(familyLinks.tokenHash, tokenHashOf(token)));
  const state = row ? stateOf(row.link, now) : 'revoked';
  if (!row || state === 'revoked' || state === 'expired') throw notFound('The family link');
  if (state === 'locked') throw pinRefusal(LOCKED);
  return row;
}

/**
 * A PIN attempt is counted before the PIN is checked (and given back when it is right), so requests racing each other
 * never get more than 20 wrong tries; the 20th wrong one locks the link.
 */
export async function checkPin(db: Db, link: typeof familyLinks.$inferSelect, pin: string | undefined) {
  if (!link.pinHash) return;
  if (!pin) throw pinRefusal(PIN_WANTED);
  const [taken] = await db
    .update(familyLinks)
    .set({
      wrongPins: sql`${familyLinks.wrongPins} + 1`,
      locked: sql`${familyLinks.wrongPins} + 1 >= ${WRONG_PINS_TO_LOCK}`,
    })
    .where(and(eq(familyLinks.id, link.id), eq(familyLinks.locked, false)))
    .returning({ locked: familyLinks.locked });
  if (!taken) throw pinRefusal(LOCKED);
  if (await verifyPassword(link.pinHash, pin)) {
    await db
      .update(familyLinks)
      .set({ wrongPins: sql`${familyLinks.wrongPins} - 1`, locked: false })
      .where(eq(familyLinks.id, link.id));
    return;
  }
  throw pinRefusal(taken.locked ? LOCKED : PIN_WRONG);
}

/**
 * The memorial pieces, priced as the funeral home is priced (what the family's order is charged), each in every metal
 * the catalogue offers, and the shape the page draws it as (named from its English name, whatever the page's language).
 */
async function memorialPieces(db: Db, customerId: number, language: Language) {
  const [category] = await db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(eq(productCategories.code, MEMORIAL_CATEGORY));
  if (!category) return [];
  const page = await listProducts(
    db,
    { customerId },
    language,
    { categoryId: category.id },
    parseProductQuery({}),
    {
      pageNo: 1,
      pageSize: 24,
    },
  );
  const ids = page.items.map((p) => p.id);
  const [englishNames, prices, metals] = await Promise.all([
    ids.length
      ? db
          .select({ id: itemTypes.id, name: itemTypes.name })
          .from(itemTypes)
          .where(inArray(itemTypes.id, ids))
      : [],
    listPricesInMetals(db, { customerId }, ids),
    getMetalsShownInCatalog(db, language),
  ]);
  const metalById = new Map(metals.map((m) => [m.id, m]));
  return page.items.map((p) => ({
    id: p.id,
    name: p.name,
    price: p.price,
    shape: pieceShapeOf(englishNames.find((n) => n.id === p.id)?.name ?? ''),
    metalId: p.metalId,
    metals: (prices.get(p.id) ?? []).flatMap(({ metalId, price }) => {
      const metal = metalById.get(metalId);
      return metal ? [{ id: metalId, name: metal.name, colour: metal.colour, price }] : [];
    }),
  }));
}

/** The decedent's prints a piece may be made from now: authorised, neither locked nor destroyed. */
async function usablePrints(db: Db, decedentId: number) {
  const rows = await db
    .select({ id: fingerprints.id, label: fingerprints.label, imageKey: fingerprints.imageKey })
    .from(fingerprints)
    .where(eq(fingerprints.decedentId, decedentId))
    .orderBy(asc(fingerprints.createdAt), asc(fingerprints.id));
  const usable: typeof rows = [];
  for (const print of rows) {
    const refused = await assertPrintUsable(db, print.id).then(
      () => false,
      (error: unknown) => {
        if (error instanceof AppError) return true;
        throw error;
      },
    );
    if (!refused) usable.push(print);
  }
  return usable;
}

/** The width the family page shows a print at, inside a piece's picture. */
const PRINT_WIDTH = 160;

/** A print's picture as a data URL (a demo print is drawn from its seed, as the media route draws it). */
async function printPicture(media: MediaStorage, key: string): Promise<string> {
  let picture = await media.readResized(key, PRINT_WIDTH);
  if (!picture) {
    const drawn = await generateDemoPrint(key);
    if (!drawn) throw notFound('The fingerprint');
    picture = await resizedWebp(drawn, PRINT_WIDTH);
  }
  return `data:image/webp;base64,${picture.toString('base64')}`;
}

/** The default processor's public values, or null when none is configured (the page then cannot take a card). */
function cardProcessorOf(config: Services['config']) {
  try {
    return getPaymentProcessor(config, 0);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** GET /family/{token}: each opening the PIN lets through counts as a use (last used, how many times). */
export async function getFamilyPage(
  { db, media, config }: Pick<Services, 'db' | 'media' | 'config'>,
  token: string,
  pin: string | undefined,
  language: Language,
  now: Date,
): Promise<FamilyPage> {
  const row = await openLink(db, token, now);
  await checkPin(db, row.link, pin);
  const prints = await usablePrints(db, row.link.decedentId);
  await db.transaction(async (tx) => {
    await tx
      .update(familyLinks)
      .set({ useCount: sql`${familyLinks.useCount} + 1`, lastUsedAt: now })
      .where(eq(familyLinks.id, row.link.id));
    // The page draws each print it is sent on the memorial pieces (the one the family picks), a render
    // rather than a view; the chain of custody names the link, since a family has no session.
    for (const print of prints)
      await recordPrintAccess(tx, {
        decedentId: row.link.decedentId,
        fingerprintId: print.id,
        action: 'render',
        actor: { staff: false, customerId: row.link.customerId, familyLinkId: row.link.id },
        detail: { via: 'family page' },
        at: now,
      });
  });
  return {
    funeralHomeName: row.funeralHomeName,
    branding: await familyPageBranding(db, row.link.customerId),
    decedentName: `${row.firstName} ${row.lastName}`,
    message: row.link.message,
    expiresAt: row.link.expiresAt.toISOString(),
    prints: await Promise.all(
      prints.map(async (p) => ({ id: p.id, label: p.label, picture: await printPicture(media, p.imageKey) })),
    ),
    pieces: await memorialPieces(db, row.link.customerId, language),
    retentionPolicy: (await retentionPolicy(db, language)).text,
    cardProcessor: cardProcessorOf(config),
  };
}
