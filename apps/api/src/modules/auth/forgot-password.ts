import { eq } from 'drizzle-orm';
import { users } from '../users/tables';
import { setPendingPassword, usePendingPasswordOf } from '../users/public';
import { recordAudit } from '../../platform/audit';
import type { Services } from '../../platform/request-context';
import { hashPassword, verifyPassword } from './passwords';
import { generatedPassword, PENDING_MINUTES, passwordMail } from './password-mail';
import { admitPublicFormRequest } from './public-form-throttle';

export { PENDING_MINUTES };

export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for this e-mail, a new password has been sent to it.';
// One mail per account per window: enough for a user who lost the first one, useless for flooding an inbox.
const RESEND_AFTER_MINUTES = 5;

/**
 * spec §5 Forgot password: a password is generated and sent by e-mail; after signing in with it the user must change
 * it. The current password keeps working until the generated one is used, so nobody can lock a user out with this call.
 * The answer is the same, and takes the same time, whether or not the e-mail has an account: every path hashes one
 * password, and the mail is delivered after the answer. Throttled per account (one mail per RESEND_AFTER_MINUTES) and
 * per client address (PUBLIC_FORM_LIMITS, counted in PostgreSQL so it holds across instances); a throttled request gets
 * the same answer and sends nothing.
 */
export async function forgotPassword(
  services: Services,
  email: string,
  ip: string,
): Promise<{ message: string }> {
  const { db } = services;
  const now = services.now();
  const password = generatedPassword();
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const issuedAt = user?.pendingPasswordExpiresAt
    ? user.pendingPasswordExpiresAt.getTime() - PENDING_MINUTES * 60_000
    : 0;
  const admitted = await admitPublicFormRequest(services, 'forgot-password', ip);
  const sends =
    admitted &&
    user !== undefined &&
    user.status !== 'blocked' &&
    now.getTime() - issuedAt >= RESEND_AFTER_MINUTES * 60_000;
  const passwordHash = await hashPassword(password);
  if (!sends) return { message: FORGOT_PASSWORD_ANSWER };
  const mail = await db.transaction(async (tx) => {
    await setPendingPassword(tx, user.id, passwordHash, new Date(now.getTime() + PENDING_MINUTES * 60_000));
    await recordAudit(
      tx,
      { userId: user.id, impersonatorId: null, customerId: null, requestId: 'forgot-password' },
      { action: 'auth.forgotPassword', entityType: 'user', entityId: user.id },
    );
    return passwordMail(services, user, password);
  });
  services.mailer.sendInBackground(db, mail);
  return { message: FORGOT_PASSWORD_ANSWER };
}

/** At sign-in: the generated password, while valid, replaces the old one and forces a change. */
export async function usePendingPassword(
  services: Services,
  user: { id: number; pendingPasswordHash: string | null; pendingPasswordExpiresAt: Date | null },
  password: string,
): Promise<boolean> {
  if (
    !user.pendingPasswordHash ||
    !user.pendingPasswordExpiresAt ||
    user.pendingPasswordExpiresAt <= services.now()
  )
    return false;
  if (!(await verifyPassword(user.pendingPasswordHash, password))) return false;
  await usePendingPasswordOf(services.db, user.id, user.pendingPasswordHash, services.now());
  return true;
}
