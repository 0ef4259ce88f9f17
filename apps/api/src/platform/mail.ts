// Sends e-mail through SMTP when configured; otherwise the outbox table is the delivery. Mail of an
// agency or of its clients goes through the agency's own SMTP sender once it saved one (issue 14).
import nodemailer from 'nodemailer';
import { mailOutbox } from '../db/schema/index.ts';
import { mailingAgencyOf } from './access/mail-sender.ts';
import type { Database, Queryable } from './db.ts';
import { fromOf, type SenderConfig, savedSenderOf, transportOptionsOf } from './smtp-sender.ts';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The recipient's company: its agency's sender carries the mail, when it saved one. */
  companyId?: number | null;
};

export type Mailer = {
  /**
   * `via` is the caller's open transaction, when it sends from inside one: the mailer's own reads and
   * its outbox row then use that connection instead of waiting for a second one from the pool (jobs
   * that each held one and waited for another used to deadlock a small pool), and the outbox row
   * commits or rolls back with the caller's work.
   */
  send(mail: OutgoingMail, via?: Queryable): Promise<void>;
};

export function createMailer(
  db: Database,
  options: { smtpUrl?: string; from: string; agencySenders?: SenderConfig },
): Mailer {
  const platformTransport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;

  /** The agency's transport and from address for this recipient, or the platform's (null: the outbox). */
  async function routeOf(db: Queryable, companyId: number | null) {
    if (companyId !== null && options.agencySenders) {
      const config = options.agencySenders;
      const agency = await mailingAgencyOf(db, companyId);
      const sender = agency ? await savedSenderOf(db, config, agency) : null;
      if (sender)
        return {
          transport: async () => nodemailer.createTransport(await transportOptionsOf(sender, config)),
          from: fromOf(sender),
        };
    }
    const transport = platformTransport;
    return transport ? { transport: async () => transport, from: options.from } : null;
  }

  return {
    async send(mail, via = db) {
      const record = {
        companyId: mail.companyId ?? null,
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html ?? null,
      };
      const route = await routeOf(via, record.companyId);
      if (!route) {
        await via.insert(mailOutbox).values({ ...record, status: 'outbox' });
        return;
      }
      try {
        const transport = await route.transport();
        await transport.sendMail({
          from: route.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        await via.insert(mailOutbox).values({ ...record, status: 'sent' });
      } catch (error) {
        await via.insert(mailOutbox).values({ ...record, status: 'failed', error: String(error) });
        throw error;
      }
    },
  };
}
