import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { outboxEmails } from '../db/schema/index';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Every mail is first written to the outbox, then sent when SMTP_URL is configured. Without SMTP the mail stays in the
 * outbox with status `kept`, which /dev-help shows in demo mode.
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    smtpUrl: string | undefined,
    private readonly from: string,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  get configured(): boolean {
    return this.transport !== null;
  }

  async send(db: Db, mail: OutgoingMail): Promise<{ id: number; status: string }> {
    const [row] = await db
      .insert(outboxEmails)
      .values({
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html ?? null,
        status: this.transport ? 'queued' : 'kept',
      })
      .returning({ id: outboxEmails.id });
    const id = row!.id;
    if (!this.transport) return { id, status: 'kept' };
    try {
      await this.transport.sendMail({
        from: this.from,
        to: mail.to,
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

  close(): void {
    this.transport?.close();
  }
}
