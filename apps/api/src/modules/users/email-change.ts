import type { ParsedBy } from '@portal/shared/platform/contract';
import type { confirmEmailChangeSchemas } from '@portal/shared/users/confirm-email-change';
import type { requestEmailChangeSchemas } from '@portal/shared/users/request-email-change';
import { and, count, eq, gt, isNull, ne } from 'drizzle-orm';
import { emailChangeRequests, users } from './tables';
import { recordAudit } from '../../platform/audit';
import { AppError, conflict, invalid, notFound } from '../../platform/errors';
import type { Services } from '../../platform/request-context';
import type { Scope } from '../../platform/scope';
import { hashToken, newOpaqueToken } from '../../platform/tokens';
import { admitAttempt, recordSuccess, revokeSessionsOf, verifyPassword } from '../auth/public';

/** A confirmation link is good for a day: long enough for a mail that arrives late, short for one left in an inbox. */
export const EMAIL_CHANGE_HOURS = 24;
/** Requests per user and hour: enough for a typo, useless for flooding somebody else's inbox. */
const REQUESTS_PER_HOUR = 5;

export const EMAIL_CHANGE_REQUESTED =
  'A confirmation link has been sent to the new address. Your sign-in e-mail changes when you open it.';

type Lang = 'en' | 'fr';
const langOf = (language: string): Lang => (language === 'fr' ? 'fr' : 'en');

const CONFIRM_MAIL = {
  en: (name: string, link: string) => ({
    subject: 'Confirm your new sign-in e-mail',
    text: `Hello ${name},\n\nYou asked to sign in to the customer portal with this e-mail address. Open this link within ${EMAIL_CHANGE_HOURS} hours to confirm it:\n\n${link}\n\nUntil then your sign-in e-mail stays as it was. If you did not ask for this, ignore this e-mail.\n`,
  }),
  fr: (name: string, link: string) => ({
    subject: 'Confirmez votre nouvel e-mail de connexion',
    text: `Bonjour ${name},\n\nVous avez demandé à vous connecter au portail client avec cette adresse e-mail. Ouvrez ce lien dans les ${EMAIL_CHANGE_HOURS} heures pour la confirmer :\n\n${link}\n\nJusque-là, votre e-mail de connexion reste inchangé. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.\n`,
  }),
};

/** To an address that already has an account: the asker is not told, the owner is (spec: no answer reveals it). */
const TAKEN_MAIL = {
  en: (url: string) => ({
    subject: 'Someone tried to use your e-mail address',
    text: `Hello,\n\nSomeone signed in to the customer portal asked to use this e-mail address for their account. It already belongs to your account, so nothing was changed.\n\nIf you forgot your password, you can ask for a new one at ${url}/login.\n`,
  }),
  fr: (url: string) => ({
    subject: 'Quelqu’un a tenté d’utiliser votre adresse e-mail',
    text: `Bonjour,\n\nUne personne connectée au portail client a demandé à utiliser cette adresse e-mail pour son compte. Elle appartient déjà à votre compte, rien n’a donc été modifié.\n\nSi vous avez oublié votre mot de passe, vous pouvez en demander un nouveau sur ${url}/fr/login.\n`,
  }),
};

/** To the former address once the change is done: a takeover never goes unnoticed by the owner. */
const CHANGED_MAIL = {
  en: (name: string, newEmail: string, url: string) => ({
    subject: 'Your sign-in e-mail was changed',
    text: `Hello ${name},\n\nThe sign-in e-mail of your customer portal account was changed to ${newEmail}. This address no longer signs in, and every other session of the account was signed out.\n\nIf you did not do this, contact us at once; you can reach the portal at ${url}/login.\n`,
  }),
  fr: (name: string, newEmail: string, url: string) => ({
    subject: 'Votre e-mail de connexion a été modifié',
    text: `Bonjour ${name},\n\nL’e-mail de connexion de votre compte du portail client a été remplacé par ${newEmail}. Cette adresse ne permet plus de se connecter, et toutes les autres sessions du compte ont été fermées.\n\nSi vous n’êtes pas à l’origine de ce changement, contactez-nous immédiatement ; le portail est sur ${url}/fr/login.\n`,
  }),
};

/**
 * POST /User/change-email (docs/decisions.md, e-mail change): the current password is required (a stolen access
 * token alone changes nothing), and checked under the sign-in throttle so the call cannot be used to guess it. The
 * address is not changed here: a single-use link, kept as a hash, is sent to the new address. The answer is the same
 * whether or not the new address already has an account; if it has, its owner is told instead and no link is made.
 */
export async function requestEmailChange(
  services: Services,
  scope: Scope,
  input: ParsedBy<typeof requestEmailChangeSchemas>['body'],
  ip: string,
): Promise<{ message: string }> {
  const { db } = services;
  const now = services.now();
  const [user] = await db.select().from(users).where(eq(users.id, scope.userId));
  if (!user) throw notFound('The user');
  const attempt = await admitAttempt(services, user.email, ip);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
    throw invalid('currentPassword', 'The current password is incorrect');
  await recordSuccess(db, attempt);
  if (input.newEmail === user.email) throw invalid('newEmail', 'This is already your sign-in e-mail');
  const [recent] = await db
    .select({ n: count() })
    .from(emailChangeRequests)
    .where(
      and(
        eq(emailChangeRequests.userId, user.id),
        gt(emailChangeRequests.createdAt, new Date(now.getTime() - 3_600_000)),
      ),
    );
  if ((recent?.n ?? 0) >= REQUESTS_PER_HOUR) {
    const error = new AppError('RATE_LIMITED', 'Too many e-mail changes asked. Please try again in an hour.');
    error.headers['retry-after'] = '3600';
    throw error;
  }
  const token = newOpaqueToken();
  const [owner] = await db.select().from(users).where(eq(users.email, input.newEmail));
  await db.transaction(async (tx) => {
    // One pending change at a time: a new request voids the links sent before.
    await tx
      .update(emailChangeRequests)
      .set({ usedAt: now })
      .where(and(eq(emailChangeRequests.userId, user.id), isNull(emailChangeRequests.usedAt)));
    // A taken address gets a row too (already used, no link sent): it counts towards the hourly limit all the same.
    await tx.insert(emailChangeRequests).values({
      userId: user.id,
      newEmail: input.newEmail,
      tokenHash: hashToken(token),
      sessionId: scope.sessionId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_HOURS * 3_600_000),
      usedAt: owner ? now : null,
    });
    await recordAudit(tx, scope, {
      action: 'profile.emailChange.requested',
      entityType: 'user',
      entityId: user.id,
    });
  });
  const origin = services.publicOrigin();
  if (owner) {
    services.mailer.sendInBackground(db, { to: owner.email, ...TAKEN_MAIL[langOf(owner.language)](origin) });
  } else {
    const lang = langOf(user.language);
    const link = `${origin}${lang === 'fr' ? '/fr' : ''}/confirm-email?token=${encodeURIComponent(token)}`;
    services.mailer.sendInBackground(db, {
      to: input.newEmail,
      ...CONFIRM_MAIL[lang](user.firstName, link),
      secrets: [token],
    });
  }
  return { message: EMAIL_CHANGE_REQUESTED };
}

/**
 * POST /User/confirm-email: the link's token (unknown, used or expired: 404) changes the sign-in e-mail if the address
 * is still free (409 otherwise). Every session of the user but the one that asked ends, a generated password sent to
 * the former address by "forgot password" no longer works, and the former address is told.
 */
export async function confirmEmailChange(
  services: Services,
  input: ParsedBy<typeof confirmEmailChangeSchemas>['body'],
): Promise<{ email: string }> {
  const { db } = services;
  const now = services.now();
  const done = await db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(emailChangeRequests)
      .where(eq(emailChangeRequests.tokenHash, hashToken(input.token)))
      .for('update');
    if (!request || request.usedAt || request.expiresAt <= now) throw notFound('The confirmation link');
    const [user] = await tx.select().from(users).where(eq(users.id, request.userId)).for('update');
    if (!user) throw notFound('The confirmation link');
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, request.newEmail), ne(users.id, user.id)));
    await tx.update(emailChangeRequests).set({ usedAt: now }).where(eq(emailChangeRequests.id, request.id));
    if (taken) return null;
    await tx
      .update(users)
      .set({
        email: request.newEmail,
        pendingPasswordHash: null,
        pendingPasswordExpiresAt: null,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    await revokeSessionsOf(tx, user.id, 'email_changed', now, request.sessionId);
    await recordAudit(
      tx,
      { userId: user.id, impersonatorId: null, customerId: null, requestId: 'confirm-email' },
      { action: 'profile.emailChange.confirmed', entityType: 'user', entityId: user.id },
    );
    return { user, newEmail: request.newEmail };
  });
  if (!done) throw conflict('This e-mail address is no longer available');
  services.mailer.sendInBackground(db, {
    to: done.user.email,
    ...CHANGED_MAIL[langOf(done.user.language)](done.user.firstName, done.newEmail, services.publicOrigin()),
  });
  return { email: done.newEmail };
}
