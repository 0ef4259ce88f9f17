// Sends e-mail through SMTP when configured; otherwise the outbox table is the delivery.
import nodemailer from 'nodemailer';
import { mailOutbox } from '../db/schema/index.ts';
import type { Database } from './db.ts';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  companyId?: number | null;
};

export type Mailer = { send(mail: OutgoingMail): Promise<void> };

export function createMailer(db: Database, options: { smtpUrl?: string; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(mail) {
      const record = {
        companyId: mail.companyId ?? null,
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html ?? null,
      };
      if (!transport) {
        await db.insert(mailOutbox).values({ ...record, status: 'outbox' });
        return;
      }
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        await db.insert(mailOutbox).values({ ...record, status: 'sent' });
      } catch (error) {
        await db.insert(mailOutbox).values({ ...record, status: 'failed', error: String(error) });
        throw error;
      }
    },
  };
}
