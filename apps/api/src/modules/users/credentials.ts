import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from './tables';

// A user's sign-in record and passwords are the users module's rows; the auth module asks here to change them.

/** Notes the moment a user signed in (in the sign-in's transaction). */
export async function recordSignIn(tx: Db, userId: number, at: Date): Promise<void> {
  await tx.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
}

/** Keeps a generated password beside the current one until it is used or expires (forgot password). */
export async function setPendingPassword(
  tx: Db,
  userId: number,
  hash: string,
  expiresAt: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({ pendingPasswordHash: hash, pendingPasswordExpiresAt: expiresAt })
    .where(eq(users.id, userId));
}

/** The pending password becomes the password, to be changed at once. */
export async function usePendingPasswordOf(db: Db, userId: number, hash: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash: hash,
      pendingPasswordHash: null,
      pendingPasswordExpiresAt: null,
      mustChangePassword: true,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}
