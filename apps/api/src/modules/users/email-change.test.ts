import { refreshToken } from '@portal/shared/auth/refresh-token';
import { confirmEmailChange } from '@portal/shared/users/confirm-email-change';
import { getMyProfile } from '@portal/shared/users/get-my-profile';
import { requestEmailChange } from '@portal/shared/users/request-email-change';
import { saveGeneralInfo } from '@portal/shared/users/save-general-info';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChangeRequests, users } from './tables';
import { outboxEmails } from '../../platform/tables';
import { createUser } from '../../test/fixtures';
import type { SendInput } from '../../test/send';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { EMAIL_CHANGE_HOURS, EMAIL_CHANGE_REQUESTED } from './email-change';

// The sign-in e-mail once changed on the access token alone (a stolen token became a permanent takeover through
// forgot-password) and told any signed-in user whether an address had an account. Each test proves it no longer does.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type EmailChange = SendInput<typeof requestEmailChange>['body'];
const changeEmail = (body: EmailChange, token: string) =>
  t.send(requestEmailChange, { body }, { as: { token } });
const confirmEmail = (token: string) => t.send(confirmEmailChange, { body: { token } }, { as: 'anonymous' });
const newAddress = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@test.example`;

/** A buyer of C1001 of this file's own, signed in. */
async function member() {
  const user = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001'] });
  return { ...user, session: await t.login(user) };
}

/** The mails kept for an address (no SMTP in this file: the outbox keeps them), whole text unsealed. */
async function mailsTo(email: string) {
  await t.app.services.mailer.settle();
  const rows = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
  return rows.map((r) => ({
    ...r,
    text: r.sealedText ? t.app.services.mailer.seal.open(r.sealedText)! : r.textBody,
  }));
}

async function linkTokenSentTo(email: string): Promise<string> {
  const mails = await mailsTo(email);
  const match = mails.map((m) => /\/confirm-email\?token=(\S+)/.exec(m.text)).find((m) => m !== null);
  if (!match) throw new Error(`no confirmation link for ${email}`);
  return decodeURIComponent(match[1]!);
}

const emailOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!.email;

describe('changing the sign-in e-mail', () => {
  it('no longer changes on the access token alone: the profile card refuses another e-mail', async () => {
    const me = await member();
    const res = await t.send(
      saveGeneralInfo,
      { body: { firstName: 'Eve', lastName: 'Taker', email: newAddress('attacker') } },
      { as: { token: me.session.token } },
    );
    expect(res.status).toBe(400);
    expect(await emailOf(me.id)).toBe(me.email);
    // Without the current password, or with a wrong one, nothing is sent and nothing changes.
    const target = newAddress('attacker');
    const withoutPassword = { newEmail: target } as EmailChange; // left out on purpose
    expect((await changeEmail(withoutPassword, me.session.token)).status).toBe(400);
    const wrong = await changeEmail(
      { newEmail: target, currentPassword: 'Not#The#Password1' },
      me.session.token,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.errorMessages[0]!.key).toBe('currentPassword');
    expect(await mailsTo(target)).toHaveLength(0);
    expect(await emailOf(me.id)).toBe(me.email);
  });

  it('changes only when the link sent to the new address is opened, once; the old address is told, other sessions end', async () => {
    const me = await member();
    const elsewhere = await t.login(me); // a second session, e.g. a stolen token's
    const target = newAddress('moved');
    const asked = await changeEmail(
      { newEmail: target.toUpperCase(), currentPassword: me.password },
      me.session.token,
    );
    expect(asked.status).toBe(200);
    expect(asked.value.message).toBe(EMAIL_CHANGE_REQUESTED);
    expect(await emailOf(me.id)).toBe(me.email);

    const token = await linkTokenSentTo(target);
    // Kept only as a hash; the outbox holds the link masked.
    const [row] = await t.db.select().from(emailChangeRequests).where(eq(emailChangeRequests.userId, me.id));
    expect(row!.tokenHash).not.toContain(token);
    const [kept] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, target));
    expect(kept!.textBody).not.toContain(token);

    expect((await confirmEmail('made-up-token')).status).toBe(404);
    const confirmed = await confirmEmail(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.value.email).toBe(target);
    expect(await emailOf(me.id)).toBe(target);
    // Single use.
    expect((await confirmEmail(token)).status).toBe(404);

    // The former address is told; it no longer signs in, the new one does.
    const told = await mailsTo(me.email);
    expect(told.map((m) => m.subject)).toContain('Your sign-in e-mail was changed');
    expect(told.find((m) => m.subject === 'Your sign-in e-mail was changed')!.text).toContain(target);
    await expect(t.login(me)).rejects.toThrow();
    expect((await t.login({ email: target, password: me.password })).token).toBeTruthy();

    // The other session ended (access and refresh); the one that asked goes on.
    expect((await t.send(getMyProfile, {}, { as: { token: elsewhere.token } })).status).toBe(401);
    const refresh = await t.send(
      refreshToken,
      { body: { token: elsewhere.token, refreshToken: elsewhere.refreshToken } },
      { as: 'anonymous' },
    );
    expect(refresh.status).toBeGreaterThanOrEqual(400);
    const mine = await t.send(getMyProfile, {}, { as: { token: me.session.token } });
    expect(mine.status).toBe(200);
    expect(mine.value.general.email).toBe(target);
  });

  it('refuses an expired link, and a link made void by a newer request', async () => {
    const me = await member();
    const first = newAddress('first');
    await changeEmail({ newEmail: first, currentPassword: me.password }, me.session.token);
    const firstToken = await linkTokenSentTo(first);
    const second = newAddress('second');
    await changeEmail({ newEmail: second, currentPassword: me.password }, me.session.token);
    const secondToken = await linkTokenSentTo(second);
    expect((await confirmEmail(firstToken)).status).toBe(404);
    t.clock.advance((EMAIL_CHANGE_HOURS + 1) * 3_600_000);
    try {
      expect((await confirmEmail(secondToken)).status).toBe(404);
    } finally {
      t.clock.advance(-(EMAIL_CHANGE_HOURS + 1) * 3_600_000);
    }
    expect(await emailOf(me.id)).toBe(me.email);
  });

  it('answers a taken address exactly as a free one; only its owner hears of it, and nothing changes', async () => {
    const me = await member();
    const free = await changeEmail(
      { newEmail: newAddress('free'), currentPassword: me.password },
      me.session.token,
    );
    const taken = await changeEmail(
      { newEmail: DEMO.other.email, currentPassword: me.password },
      me.session.token,
    );
    expect(taken.status).toBe(free.status);
    expect(taken.status).toBe(200);
    expect(JSON.stringify(taken.response.json())).toBe(JSON.stringify(free.response.json()));
    const toOwner = await mailsTo(DEMO.other.email);
    expect(toOwner.map((m) => m.subject)).toContain('Someone tried to use your e-mail address');
    expect(toOwner.some((m) => m.text.includes('confirm-email'))).toBe(false);
    expect(await emailOf(me.id)).toBe(me.email);
  });

  it('completes only if the address is still free when the link is opened', async () => {
    const me = await member();
    const target = newAddress('raced');
    await changeEmail({ newEmail: target, currentPassword: me.password }, me.session.token);
    const token = await linkTokenSentTo(target);
    await t.db.update(users).set({ email: target }).where(eq(users.email, DEMO.viewer.email));
    const res = await confirmEmail(token);
    expect(res.status).toBe(409);
    expect(await emailOf(me.id)).toBe(me.email);
  });
});
