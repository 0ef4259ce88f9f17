// Sends e-mail through SMTP when configured; otherwise the outbox table is the delivery. Mail of an
// agency or of its clients goes through the agency's own SMTP sender once it saved one (issue 14).
//
// Issue 23: mail never breaks a request. When the agency's server refuses a mail, the platform's
// mail carries it and the agency is told (its settings page, and its owner by e-mail at most once per
// FAILURE_NOTICE_QUIET_HOURS). When the platform's SMTP refuses too, the mail is queued in the outbox
// and the mail-retry job sends it later. `send` only throws when the database write itself fails.
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { mailOutbox } from '../db/schema/index.ts';
import {
  claimFailureNotice,
  mailingAgencyOf,
  recordSenderFailure,
  recordSenderRecovered,
} from './access/mail-sender.ts';
import type { InScope } from './access/proof.ts';
import type { Database, Queryable } from './db.ts';
import { senderFailureNotice } from './mail-fallback-notice.ts';
import {
  fromOf,
  type SenderConfig,
  savedSenderOf,
  smtpFailureSentence,
  transportOptionsOf,
} from './smtp-sender.ts';

/** An agency whose server keeps failing is e-mailed about it at most once in this many hours. */
export const FAILURE_NOTICE_QUIET_HOURS = 12;

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
  /** Sends queued mail again through the platform's SMTP; returns how many went (mail-retry job). */
  sendQueued(rows: QueuedMail[], via?: Queryable): Promise<{ sent: number; failed: number }>;
};

export type QueuedMail = typeof mailOutbox.$inferSelect;

type OutboxRecord = typeof mailOutbox.$inferInsert;

export function createMailer(
  db: Database,
  options: { smtpUrl?: string; from: string; agencySenders?: SenderConfig },
): Mailer {
  const platformTransport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;

  const messageOf = (record: Pick<OutboxRecord, 'toAddress' | 'subject' | 'textBody' | 'htmlBody'>) => ({
    to: record.toAddress,
    subject: record.subject,
    text: record.textBody,
    html: record.htmlBody ?? undefined,
  });

  /** The platform's own delivery: its SMTP, else the outbox; refused mail is queued, never thrown. */
  async function sendByPlatform(via: Queryable, record: OutboxRecord, note: string | null) {
    if (!platformTransport) {
      await via.insert(mailOutbox).values({ ...record, status: 'outbox', error: note });
      return;
    }
    try {
      await platformTransport.sendMail({ from: options.from, ...messageOf(record) });
      await via.insert(mailOutbox).values({ ...record, status: 'sent', error: note });
    } catch (error) {
      const refused = `The platform's mail server refused it (${smtpFailureSentence(error)}); it is sent again shortly.`;
      await via
        .insert(mailOutbox)
        .values({ ...record, status: 'queued', error: note ? `${note} ${refused}` : refused });
    }
  }

  /** Tells the agency's owner, through the platform's mail, unless they were told lately. */
  async function tellOwner(via: Queryable, agency: InScope<'company'>, sentence: string) {
    const owner = await claimFailureNotice(via, agency, FAILURE_NOTICE_QUIET_HOURS);
    if (!owner) return;
    const notice = senderFailureNotice(owner, sentence);
    const record = {
      companyId: agency.id,
      toAddress: owner.email,
      subject: notice.subject,
      textBody: notice.text,
    };
    await sendByPlatform(via, { ...record, status: 'outbox' }, null);
  }

  return {
    async send(mail, via = db) {
      const record: OutboxRecord = {
        companyId: mail.companyId ?? null,
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html ?? null,
        status: 'outbox',
      };
      const agency =
        record.companyId != null && options.agencySenders
          ? await mailingAgencyOf(via, record.companyId)
          : null;
      const sender =
        agency && options.agencySenders ? await savedSenderOf(via, options.agencySenders, agency) : null;
      if (!agency || !sender || !options.agencySenders) return sendByPlatform(via, record, null);
      let transport: ReturnType<typeof nodemailer.createTransport> | null = null;
      try {
        transport = nodemailer.createTransport(await transportOptionsOf(sender, options.agencySenders));
        await transport.sendMail({ from: fromOf(sender), ...messageOf(record) });
        await via.insert(mailOutbox).values({ ...record, status: 'sent' });
        await recordSenderRecovered(via, agency);
      } catch (error) {
        const sentence = smtpFailureSentence(error);
        await recordSenderFailure(via, agency, sentence);
        await sendByPlatform(
          via,
          record,
          `The agency's mail server refused it (${sentence}); the platform sent it instead.`,
        );
        await tellOwner(via, agency, sentence);
      } finally {
        transport?.close();
      }
    },

    async sendQueued(rows, via = db) {
      let sent = 0;
      let failed = 0;
      if (!platformTransport) return { sent, failed };
      for (const row of rows) {
        try {
          await platformTransport.sendMail({
            from: options.from,
            ...messageOf(row),
          });
          await via.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.id, row.id));
          sent += 1;
        } catch {
          failed += 1;
        }
      }
      return { sent, failed };
    },
  };
}
