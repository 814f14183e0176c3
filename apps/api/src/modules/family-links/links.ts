import { createHash, randomBytes } from 'node:crypto';
import type { createFamilyLinkBody, FamilyLink } from '@portal/shared/family-links/schemas';
import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { hashPassword } from '../auth/public';
import { actorOfScope, recordPrintAccess } from '../decedents/public';
import { decedents, fingerprints } from '../decedents/tables';
import { users } from '../users/tables';
import { recordAudit } from '../../platform/audit';
import { conflict, notFound } from '../../platform/errors';
import { assertCustomerAccess, type Scope } from '../../platform/scope';
import { familyLinks } from './tables';

type LinkRow = typeof familyLinks.$inferSelect;
type NewLink = z.output<typeof createFamilyLinkBody>;

const DAY_MS = 86_400_000;

/** The token as it is kept: its SHA-256 (a token is 256 random bits, so no salt or slow hash is needed). */
export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where a link stands at `now`: revoked and locked outlast expiry, which outlasts open. */
export function stateOf(row: LinkRow, now: Date): FamilyLink['state'] {
  if (row.revokedAt) return 'revoked';
  if (row.locked) return 'locked';
  if (row.expiresAt <= now) return 'expired';
  return 'open';
}

const linkOf = (row: LinkRow, createdBy: string | null, now: Date): FamilyLink => ({
  id: row.id,
  decedentId: row.decedentId,
  state: stateOf(row, now),
  hasPin: row.pinHash !== null,
  message: row.message,
  expiresAt: row.expiresAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  useCount: row.useCount,
  createdBy,
  createdAt: row.createdAt.toISOString(),
});

/** A decedent the caller may see; another funeral home's is missing (404). */
async function decedentOf(db: Db, scope: Scope, decedentId: number) {
  const [row] = await db.select().from(decedents).where(eq(decedents.id, decedentId));
  if (!row) throw notFound('The decedent');
  assertCustomerAccess(scope, row.customerId, 'The decedent');
  return row;
}

async function linksWhere(db: Db, where: ReturnType<typeof eq>, now: Date): Promise<FamilyLink[]> {
  const rows = await db
    .select({ link: familyLinks, firstName: users.firstName, lastName: users.lastName })
    .from(familyLinks)
    .leftJoin(users, eq(users.id, familyLinks.createdBy))
    .where(where)
    .orderBy(desc(familyLinks.createdAt), desc(familyLinks.id));
  return rows.map((r) =>
    linkOf(r.link, r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ''}`.trim(), now),
  );
}

/** GET /decedents/{id}/family-links. */
export async function getFamilyLinks(db: Db, scope: Scope, decedentId: number, now: Date) {
  await decedentOf(db, scope, decedentId);
  return linksWhere(db, eq(familyLinks.decedentId, decedentId), now);
}

/**
 * POST /decedents/{id}/family-links: an archived decedent, or one without a print to make a piece from, gets no
 * link. The token is drawn here and answered once; only its hash is written.
 */
export async function createFamilyLink(db: Db, scope: Scope, decedentId: number, input: NewLink, now: Date) {
  const decedent = await decedentOf(db, scope, decedentId);
  if (decedent.archivedAt)
    throw conflict('This decedent is archived: bring the record back before creating a family link.');
  const [prints] = await db
    .select({ n: count() })
    .from(fingerprints)
    .where(eq(fingerprints.decedentId, decedentId));
  if (!prints || prints.n === 0)
    throw conflict('Add a fingerprint before creating a family link: the family orders pieces made from it.');
  const token = randomBytes(32).toString('base64url');
  const pinHash = input.pin ? await hashPassword(input.pin) : null;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(familyLinks)
      .values({
        decedentId,
        customerId: decedent.customerId,
        tokenHash: tokenHashOf(token),
        pinHash,
        message: input.message,
        expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
        createdBy: scope.userId,
      })
      .returning({ id: familyLinks.id });
    await recordAudit(tx, scope, {
      action: 'familyLink.create',
      entityType: 'decedent',
      entityId: decedentId,
      details: { linkId: row!.id, hasPin: pinHash !== null, expiresInDays: input.expiresInDays },
    });
    // A link opens the decedent's prints to whoever holds it: the chain of custody says who made it.
    await recordPrintAccess(tx, {
      decedentId,
      fingerprintId: null,
      action: 'family-link',
      actor: actorOfScope(scope),
      detail: { linkId: row!.id, step: 'created' },
    });
    return row!.id;
  });
  const [link] = await linksWhere(db, eq(familyLinks.id, id), now);
  return { ...link!, token };
}

/** DELETE /family-links/{id}: revoking twice keeps the first time; another funeral home's link is missing. */
export async function revokeFamilyLink(db: Db, scope: Scope, id: number, now: Date) {
  const [row] = await db.select().from(familyLinks).where(eq(familyLinks.id, id));
  if (!row) throw notFound('The family link');
  assertCustomerAccess(scope, row.customerId, 'The family link');
  if (!row.revokedAt)
    await db.transaction(async (tx) => {
      await tx.update(familyLinks).set({ revokedAt: now }).where(eq(familyLinks.id, id));
      await recordAudit(tx, scope, {
        action: 'familyLink.revoke',
        entityType: 'decedent',
        entityId: row.decedentId,
        details: { linkId: id },
      });
      await recordPrintAccess(tx, {
        decedentId: row.decedentId,
        fingerprintId: null,
        action: 'family-link',
        actor: actorOfScope(scope),
        detail: { linkId: id, step: 'revoked' },
      });
    });
  const [link] = await linksWhere(db, eq(familyLinks.id, id), now);
  return link!;
}
