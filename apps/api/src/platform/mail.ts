import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { MailOutbox, type MailLog } from './mail-outbox';
import { outboxEmails } from './tables';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where an answer goes (a storefront visitor writing to staff); kept in the outbox only until the mail is sent. */
  replyTo?: string;
  /** Parts of the text that must never be stored in clear (a generated password). */
  secrets?: string[];
  /** `password`: the mail hands `userId` a generated password; sending it again means generating a new one. */
  purpose?: 'password';
  userId?: number;
}

export const MASK = '••••••••';

export const maskSecrets = (text: string, secrets: readonly string[] = []) =>
  secrets.reduce((masked, secret) => (secret ? masked.split(secret).join(MASK) : masked), text);

/**
 * AES-256-GCM over a kept mail's whole text. Only the outbox of a demo install without SMTP needs it: the mail cannot
 * be delivered, so an administrator reads it on /dev-help; nobody with a copy of the database alone can.
 */
export class MailSeal {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHash('sha256').update(`outbox-seal:${secret}`).digest();
  }

  seal(text: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
  }

  /** Null when the text was sealed with another secret (rotated) or altered. */
  open(sealed: string): string | null {
    try {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', this.key, iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

/**
 * Every mail is written to the outbox and nothing else happens in the caller's request: the outbox worker
 * (mail-outbox.ts) delivers it when SMTP_URL is configured, retrying with back-off. Without SMTP the mail stays in the
 * outbox with status `kept`, which /dev-help shows a signed-in administrator in demo mode. Secrets are masked in what
 * the outbox keeps; the whole text of a mail with secrets is sealed while it waits (queued or kept) and dropped once
 * the mail is sent or given up.
 */
export class Mailer {
  readonly outbox: MailOutbox | null;
  private readonly deliveries = new Set<Promise<unknown>>();

  constructor(
    smtpUrl: string | undefined,
    from: string,
    readonly seal: MailSeal,
    private readonly log: MailLog,
    options: { timeoutSeconds: number; giveUpHours: number },
  ) {
    this.outbox = smtpUrl ? new MailOutbox({ smtpUrl, from, seal, log, ...options }) : null;
  }

  get configured(): boolean {
    return this.outbox !== null;
  }

  /**
   * Queues a mail: one row, written with `db` (pass the caller's transaction so that the mail leaves only if the work
   * it announces is committed). The worker is woken at once; a row of a transaction not yet committed is found by its
   * next poll.
   */
  async send(db: Db, mail: OutgoingMail): Promise<{ id: number; status: string }> {
    const hasSecrets = (mail.secrets ?? []).length > 0;
    const status = this.outbox ? 'queued' : 'kept';
    const [row] = await db
      .insert(outboxEmails)
      .values({
        toAddress: mail.to,
        subject: mail.subject,
        textBody: maskSecrets(mail.text, mail.secrets),
        htmlBody: mail.html ? maskSecrets(mail.html, mail.secrets) : null,
        sealedText: hasSecrets ? this.seal.seal(mail.text) : null,
        replyTo: this.outbox ? (mail.replyTo ?? null) : null,
        purpose: mail.purpose ?? null,
        userId: mail.userId ?? null,
        status,
      })
      .returning({ id: outboxEmails.id });
    this.outbox?.wake();
    return { id: row!.id, status };
  }

  /**
   * Queues without making the caller wait even for the insert: an answer that must take the same time whatever happens
   * (forgot password) cannot depend on whether a row was written.
   */
  sendInBackground(db: Db, mail: OutgoingMail): void {
    const delivery = this.send(db, mail)
      .catch((error: unknown) => this.log.error({ err: error }, 'a mail could not be queued'))
      .finally(() => this.deliveries.delete(delivery));
    this.deliveries.add(delivery);
  }

  /** Waits for background inserts (before the database closes). */
  async settle(): Promise<void> {
    while (this.deliveries.size > 0) await Promise.all([...this.deliveries]);
  }

  /** Queues what is being queued, then delivers every mail that is due now (tests and the outbox screen's user wait). */
  async deliverDue(): Promise<void> {
    await this.settle();
    await this.outbox?.drain();
  }

  start(db: Db): void {
    this.outbox?.start(db);
  }

  async close(): Promise<void> {
    await this.settle();
    await this.outbox?.stop();
  }
}
