import type { MetalSettings, MetalSettingsInput } from '@portal/shared/metal/metal-settings';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import type { Scope } from '../../platform/scope';
import { users } from '../users/tables';
import { metalSettings } from './tables';

type SettingsRow = typeof metalSettings.$inferSelect;

/** The one row of metal settings; the migration inserts it, and a database without it reads the defaults. */
export async function metalSettingsRow(db: Db): Promise<SettingsRow> {
  const [row] = await db.select().from(metalSettings).where(eq(metalSettings.id, 1));
  if (row) return row;
  const [inserted] = await db.insert(metalSettings).values({ id: 1 }).onConflictDoNothing().returning();
  return inserted ?? (await db.select().from(metalSettings).where(eq(metalSettings.id, 1)))[0]!;
}

async function answerOf(db: Db, row: SettingsRow): Promise<MetalSettings> {
  const [by] = row.updatedByUserId
    ? await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, row.updatedByUserId))
    : [];
  return {
    weightTolerancePercent: Number(row.weightTolerancePercent),
    lockHours: row.lockHours,
    lockCapGrams: Number(row.lockCapGrams),
    updatedAt: row.updatedAt.toISOString(),
    updatedByName: by ? `${by.firstName} ${by.lastName}`.trim() : null,
  };
}

/** GET /metal-settings */
export async function getMetalSettings(db: Db): Promise<MetalSettings> {
  return answerOf(db, await metalSettingsRow(db));
}

/** PUT /metal-settings: the three values at once, audited with what they were. */
export async function updateMetalSettings(
  db: Db,
  scope: Scope,
  input: MetalSettingsInput,
  now: Date,
): Promise<MetalSettings> {
  const row = await db.transaction(async (tx) => {
    const before = await metalSettingsRow(tx);
    const [after] = await tx
      .update(metalSettings)
      .set({
        weightTolerancePercent: input.weightTolerancePercent.toFixed(2),
        lockHours: input.lockHours,
        lockCapGrams: input.lockCapGrams.toFixed(3),
        updatedAt: now,
        updatedByUserId: scope.userId,
      })
      .where(eq(metalSettings.id, 1))
      .returning();
    await recordAudit(tx, scope, {
      action: 'metal.settings',
      entityType: 'metal_settings',
      entityId: 1,
      details: {
        before: {
          weightTolerancePercent: before.weightTolerancePercent,
          lockHours: before.lockHours,
          lockCapGrams: before.lockCapGrams,
        },
        after: input,
      },
    });
    return after!;
  });
  return answerOf(db, row);
}
