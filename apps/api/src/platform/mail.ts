import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { outboxEmails } from './tables';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where an answer goes (a storefront visitor writing to staff); not kept in the outbox. */
  replyTo?: string;
  /** Parts of the text that must never be stored in clear (a generated password). */
  secrets?: string[];
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
 * Every mail is first written to the outbox, then sent when SMTP_URL is configured. Without SMTP the mail stays in the
 * outbox with status `kept`, which /dev-help shows a signed-in administrator in demo mode. Secrets are masked in what
 * the outbox keeps; a kept mail's whole text is sealed, a sent one's is not kept at all.
 */
export class Mailer {
  private readonly transport: Transporter | null;
  private readonly deliveries = new Set<Promise<unknown>>();

  constructor(
    smtpUrl: string | undefined,
    private readonly from: string,
    readonly seal: MailSeal,
    private readonly logError: (error: unknown, message: string) => void = () => {},
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  get configured(): boolean {
    return this.transport !== null;
  }

  async send(db: Db, mail: OutgoingMail): Promise<{ id: number; status: string }> {
    const hasSecrets = (mail.secrets ?? []).length > 0;
    const [row] = await db
      .insert(outboxEmails)
      .values({
        toAddress: mail.to,
        subject: mail.subject,
        textBody: maskSecrets(mail.text, mail.secrets),
        htmlBody: mail.html ? maskSecrets(mail.html, mail.secrets) : null,
        sealedText: !this.transport && hasSecrets ? this.seal.seal(mail.text) : null,
        status: this.transport ? 'queued' : 'kept',
      })
      .returning({ id: outboxEmails.id });
    const id = row!.id;
    if (!this.transport) return { id, status: 'kept' };
    try {
      await this.transport.sendMail({
        from: this.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await db
        .update(outboxEmails)
        .set({ status: 'sent', sentAt: new Date() })
        .where(eq(outboxEmails.id, id));
      return { id, status: 'sent' };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db.update(outboxEmails).set({ status: 'failed', error: message }).where(eq(outboxEmails.id, id));
      return { id, status: 'failed' };
    }
  }

  /**
   * Sends without making the caller wait for the SMTP server: an answer that must take the same time whatever happens
   * (forgot password) cannot depend on a mail server's speed. The outbox row records how it went.
   */
  sendInBackground(db: Db, mail: OutgoingMail): void {
    const delivery = this.send(db, mail)
      .catch((error: unknown) => this.logError(error, 'a mail could not be queued'))
      .finally(() => this.deliveries.delete(delivery));
    this.deliveries.add(delivery);
  }

  /** Waits for background deliveries (before the database closes). */
  async settle(): Promise<void> {
    while (this.deliveries.size > 0) await Promise.all([...this.deliveries]);
  }

  close(): void {
    this.transport?.close();
  }
}
