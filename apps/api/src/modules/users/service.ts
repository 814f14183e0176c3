import type { ParsedBy } from '@portal/shared/platform/contract';
import type { changePasswordSchemas } from '@portal/shared/users/change-password';
import { detailSettings, gridSettings } from '@portal/shared/users/schemas';
import { and, eq } from 'drizzle-orm';
import type { ZodType } from 'zod';
import type { Db } from '../../db/client';
import { userSettings, users } from './tables';
import { recordAudit } from '../../platform/audit';
import { invalid, notFound } from '../../platform/errors';
import type { Services } from '../../platform/request-context';
import type { Scope } from '../../platform/scope';
import { availableModules, hashPassword, revokeSessionsOf, verifyPassword } from '../auth/public';

export const PASSWORD_CHANGED = 'Your password has been changed.';

/** POST /User/ChangePassword: also clears the forced change after a generated password (spec §5 Forgot password). */
export async function changePassword(
  services: Services,
  scope: Scope,
  input: ParsedBy<typeof changePasswordSchemas>['body'],
) {
  const { db } = services;
  const [user] = await db.select().from(users).where(eq(users.id, scope.userId));
  if (!user) throw notFound('The user');
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw invalid('currentPassword', 'The current password is incorrect');
  }
  if (input.currentPassword === input.newPassword)
    throw invalid('newPassword', 'The new password must differ from the current one');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        passwordHash,
        mustChangePassword: false,
        passwordChangedAt: services.now(),
        updatedAt: services.now(),
      })
      .where(eq(users.id, user.id));
    // Every other session of the user ends at once: a password someone else knew opens nothing any more.
    await revokeSessionsOf(tx, user.id, 'password_changed', services.now(), scope.sessionId);
    await recordAudit(tx, scope, { action: 'user.changePassword', entityType: 'user', entityId: user.id });
  });
  return { message: PASSWORD_CHANGED };
}

/** GET /usersetting/{key}: one of the caller's settings. */
export async function getUserSetting(db: Db, scope: Scope, key: string) {
  const [row] = await db
    .select()
    .from(userSettings)
    .where(and(eq(userSettings.userId, scope.userId), eq(userSettings.key, key)));
  return { key, value: row?.value ?? null };
}

export async function saveUserSetting(services: Services, scope: Scope, key: string, value: string) {
  await writeUserSetting(services.db, scope.userId, key, value, services.now());
  return { key, value };
}

/** Sets one of a user's settings, in the caller's transaction (the dashboard saves its cards and layout together). */
export async function writeUserSetting(tx: Db, userId: number, key: string, value: string, now: Date) {
  await tx
    .insert(userSettings)
    .values({ userId, key, value, updatedAt: now })
    .onConflictDoUpdate({ target: [userSettings.userId, userSettings.key], set: { value, updatedAt: now } });
}

/** Grid and detail view settings: JSON in the user's settings under `grid:` / `detail:` keys. */
async function readViewSetting<T>(db: Db, scope: Scope, key: string, schema: ZodType<T>) {
  const { value } = await getUserSetting(db, scope, key);
  const code = key.slice(key.indexOf(':') + 1);
  if (value === null) return { code, settings: null };
  // A setting saved by an older version that no longer fits is treated as never saved.
  const parsed = schema.safeParse(JSON.parse(value));
  return { code, settings: parsed.success ? parsed.data : null };
}

async function saveViewSetting<T>(services: Services, scope: Scope, key: string, settings: T) {
  await saveUserSetting(services, scope, key, JSON.stringify(settings));
  return { code: key.slice(key.indexOf(':') + 1), settings };
}

/** GET /GridSetting/{code}: the caller's columns, page size and sort of a grid. */
export const getGridSetting = (db: Db, scope: Scope, code: string) =>
  readViewSetting(db, scope, `grid:${code}`, gridSettings);

/** POST /GridSetting: saves the caller's settings of a grid. */
export const saveGridSetting = <T>(services: Services, scope: Scope, code: string, settings: T) =>
  saveViewSetting(services, scope, `grid:${code}`, settings);

/** GET /DetailSetting: the caller's settings of a detail view. */
export const getDetailSetting = (db: Db, scope: Scope, code: string) =>
  readViewSetting(db, scope, `detail:${code}`, detailSettings);

/** POST /DetailSetting: saves the caller's settings of a detail view. */
export const saveDetailSetting = <T>(services: Services, scope: Scope, code: string, settings: T) =>
  saveViewSetting(services, scope, `detail:${code}`, settings);

/** GET /User/AvailableModules: the modules the caller's permissions open (the side navigation). */
export const getAvailableModules = (db: Db, scope: Scope) =>
  availableModules(db, scope.userId, scope.customerId);
