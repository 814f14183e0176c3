import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../users/tables';
import { setPendingPassword, usePendingPasswordOf } from '../users/public';
import { recordAudit } from '../../platform/audit';
import type { Services } from '../../platform/request-context';
import { hashPassword, verifyPassword } from './passwords';
import { admitPublicFormRequest } from './public-form-throttle';

export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for this e-mail, a new password has been sent to it.';
// A generated password that leaked (a forwarded mail, a shared inbox) is worth little after half an hour.
export const PENDING_MINUTES = 30;
// One mail per account per window: enough for a user who lost the first one, useless for flooding an inbox.
const RESEND_AFTER_MINUTES = 5;

const MAIL = {
  en: (name: string, password: string, url: string) => ({
    subject: 'Your new portal password',
    text: `Hello ${name},\n\nA new password was requested for your account.\n\nNew password: ${password}\n\nSign in at ${url}/login within ${PENDING_MINUTES} minutes; you will be asked to choose a password of your own. If you did not ask for this, ignore this e-mail: your current password still works.\n`,
  }),
  fr: (name: string, password: string, url: string) => ({
    subject: 'Votre nouveau mot de passe du portail',
    text: `Bonjour ${name},\n\nUn nouveau mot de passe a été demandé pour votre compte.\n\nNouveau mot de passe : ${password}\n\nConnectez-vous sur ${url}/fr/login dans les ${PENDING_MINUTES} minutes ; vous devrez ensuite choisir votre propre mot de passe. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe actuel reste valable.\n`,
  }),
};

function generatedPassword(): string {
  // 12 random characters plus a letter and a digit, so it meets the password rule.
  return `${randomBytes(9).toString('base64url')}k7`;
}

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
  await db.transaction(async (tx) => {
    await setPendingPassword(tx, user.id, passwordHash, new Date(now.getTime() + PENDING_MINUTES * 60_000));
    await recordAudit(
      tx,
      { userId: user.id, impersonatorId: null, customerId: null, requestId: 'forgot-password' },
      { action: 'auth.forgotPassword', entityType: 'user', entityId: user.id },
    );
  });
  const content = MAIL[user.language === 'fr' ? 'fr' : 'en'](
    user.firstName,
    password,
    services.publicOrigin(),
  );
  services.mailer.sendInBackground(db, { to: user.email, ...content, secrets: [password] });
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
