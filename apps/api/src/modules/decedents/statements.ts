import type {
  AuthorizationStatement,
  authorizationStatementBody,
} from '@portal/shared/decedents/custody-schemas';
import { desc, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import type { Scope } from '../../platform/scope';
import { authorizationStatements } from './tables';

type Row = typeof authorizationStatements.$inferSelect;

const statementOf = (row: Row): AuthorizationStatement => ({
  id: row.id,
  version: row.version,
  textEn: row.textEn,
  textFr: row.textFr,
  createdAt: row.createdAt.toISOString(),
});

/** The version new authorisations are signed on: the newest. */
export async function currentStatement(db: Db): Promise<AuthorizationStatement | null> {
  const [row] = await db
    .select()
    .from(authorizationStatements)
    .orderBy(desc(authorizationStatements.version))
    .limit(1);
  return row ? statementOf(row) : null;
}

/** GET /authorization-statements: newest first. */
export async function getAuthorizationStatements(db: Db): Promise<AuthorizationStatement[]> {
  const rows = await db.select().from(authorizationStatements).orderBy(desc(authorizationStatements.version));
  return rows.map(statementOf);
}

/** POST /authorization-statements: the next version number, taken under a table lock so two saves never share one. */
export async function addAuthorizationStatement(
  db: Db,
  scope: Scope,
  input: z.output<typeof authorizationStatementBody>,
): Promise<AuthorizationStatement> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${authorizationStatements} in share row exclusive mode`);
    const [{ last } = { last: 0 }] = await tx
      .select({ last: max(authorizationStatements.version) })
      .from(authorizationStatements);
    const [row] = await tx
      .insert(authorizationStatements)
      .values({
        version: (last ?? 0) + 1,
        textEn: input.textEn,
        textFr: input.textFr,
        createdBy: scope.userId,
      })
      .returning();
    await recordAudit(tx, scope, {
      action: 'authorization-statement.add',
      entityType: 'authorizationStatement',
      entityId: row!.id,
      details: { version: row!.version },
    });
    return statementOf(row!);
  });
}
