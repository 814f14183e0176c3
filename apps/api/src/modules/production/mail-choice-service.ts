import type { ProductionMailChoice } from '@portal/shared/production/production-mail-choice';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Scope } from '../../platform/scope';
import { productionMailChoices } from './tables';

/** GET /production-updates/mail-choice: no row is every change (the customer is told of each one). */
export async function getMailChoice(db: Db, scope: Scope): Promise<{ choice: ProductionMailChoice }> {
  const [row] = await db
    .select({ choice: productionMailChoices.choice })
    .from(productionMailChoices)
    .where(eq(productionMailChoices.userId, scope.userId));
  return { choice: (row?.choice ?? 'all') as ProductionMailChoice };
}

/** PUT /production-updates/mail-choice: the user's own choice, nobody else's. */
export async function saveMailChoice(
  db: Db,
  scope: Scope,
  choice: ProductionMailChoice,
  now: Date,
): Promise<{ choice: ProductionMailChoice }> {
  await db
    .insert(productionMailChoices)
    .values({ userId: scope.userId, choice, updatedAt: now })
    .onConflictDoUpdate({ target: productionMailChoices.userId, set: { choice, updatedAt: now } });
  return { choice };
}
