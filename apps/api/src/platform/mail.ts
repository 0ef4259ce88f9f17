// Sends e-mail through SMTP when configured; otherwise the outbox table is the delivery. Mail of an
// agency or of its clients goes through the agency's own SMTP sender once it saved one (issue 14).
//
// Issue 23: mail never breaks a request. When the agency's server refuses a mail, the platform's
// mail carries it and the agency is told (its settings page, and its owner by e-mail at most once per
// FAILURE_NOTICE_QUIET_HOURS). When the platform's SMTP refuses too, the mail is queued in the outbox
// and the mail-retry job sends it later. `send` only throws when the database write itself fails.
import { and, asc, eq, notInArray } from 'drizzle-orm';
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
  /** Sends now; for callers outside a transaction (a request's own mail). */
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Mail decided inside a transaction (a delivery run, an alert job): its rows are written with the
   * caller's work, and sendPending sends them once that work committed. So a transaction never waits
   * on a mail server, and one that rolls back or runs again sends nothing twice. The caller wakes the
   * sender after its commit (mail-queue/send-pending-mail-job.ts); answers how many rows it wrote.
   */
  sendAfterCommit(mails: OutgoingMail[], tx: Queryable): Promise<number>;
  /** Sends the mail sendAfterCommit wrote, one row per transaction; answers how many went out. */
  sendPending(): Promise<number>;
  /** Sends queued mail again through the platform's SMTP; returns how many went (mail-retry job). */
  sendQueued(rows: QueuedMail[], via?: Queryable): Promise<{ sent: number; failed: number }>;
};

export type QueuedMail = typeof mailOutbox.$inferSelect;

type OutboxRecord = typeof mailOutbox.$inferInsert;

/**
 * What a mail server's conversation threw, or null when it took the mail. Only the conversation: a
 * failure to write the outcome afterwards is the database's and must not count as a refusal (it would
 * mark a working server failing and send the mail a second time).
 */
async function refusalOf(conversation: () => Promise<unknown>): Promise<unknown> {
  try {
    await conversation();
    return null;
  } catch (error) {
    return error ?? new Error('The mail server refused the mail.');
  }
}

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

  /** What became of a mail, for its row: written by `send`, updated by `sendPending`. */
  type Outcome = Pick<OutboxRecord, 'status' | 'error'>;
  type Keep = (outcome: Outcome) => Promise<unknown>;

  /** The platform's own delivery: its SMTP, else the outbox; refused mail is queued, never thrown. */
  async function sendByPlatform(record: OutboxRecord, note: string | null, keep: Keep) {
    if (!platformTransport) {
      await keep({ status: 'outbox', error: note });
      return;
    }
    const refusal = await refusalOf(() =>
      platformTransport.sendMail({ from: options.from, ...messageOf(record) }),
    );
    if (refusal === null) return keep({ status: 'sent', error: note });
    const refused = `The platform's mail server refused it (${smtpFailureSentence(refusal)}); it is sent again shortly.`;
    await keep({ status: 'queued', error: note ? `${note} ${refused}` : refused });
  }

  const insertInto =
    (via: Queryable, record: OutboxRecord): Keep =>
    (outcome) =>
      via.insert(mailOutbox).values({ ...record, ...outcome });

  /** Tells the agency's owner, through the platform's mail, unless they were told lately. */
  async function tellOwner(via: Queryable, agency: InScope<'company'>, sentence: string) {
    const owner = await claimFailureNotice(via, agency, FAILURE_NOTICE_QUIET_HOURS);
    if (!owner) return;
    const notice = senderFailureNotice(owner, sentence);
    const record: OutboxRecord = {
      companyId: agency.id,
      toAddress: owner.email,
      subject: notice.subject,
      textBody: notice.text,
      status: 'outbox',
    };
    await sendByPlatform(record, null, insertInto(via, record));
  }

  /** Through the agency's own server when it saved one, else (or when it refuses) the platform's. */
  async function deliver(via: Queryable, record: OutboxRecord, keep: Keep) {
    const agency =
      record.companyId != null && options.agencySenders ? await mailingAgencyOf(via, record.companyId) : null;
    const sender =
      agency && options.agencySenders ? await savedSenderOf(via, options.agencySenders, agency) : null;
    if (!agency || !sender || !options.agencySenders) return sendByPlatform(record, null, keep);
    const agencySenders = options.agencySenders;
    const refusal = await refusalOf(async () => {
      const transport = nodemailer.createTransport(await transportOptionsOf(sender, agencySenders));
      try {
        await transport.sendMail({ from: fromOf(sender), ...messageOf(record) });
      } finally {
        transport.close();
      }
    });
    if (refusal === null) {
      await keep({ status: 'sent', error: null });
      await recordSenderRecovered(via, agency);
      return;
    }
    const sentence = smtpFailureSentence(refusal);
    await recordSenderFailure(via, agency, sentence);
    await sendByPlatform(
      record,
      `The agency's mail server refused it (${sentence}); the platform sent it instead.`,
      keep,
    );
    await tellOwner(via, agency, sentence);
  }

  const recordOf = (mail: OutgoingMail, status: OutboxRecord['status']): OutboxRecord => ({
    companyId: mail.companyId ?? null,
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
    status,
  });

  /**
   * Takes the oldest pending row no other sender holds (and none that failed earlier in this run),
   * sends it and keeps the outcome; notes the row in `claim`; false: nothing left to send.
   */
  const sendOnePending = (failed: number[], claim: { id: number | null }) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.status, 'pending'),
            failed.length > 0 ? notInArray(mailOutbox.id, failed) : undefined,
          ),
        )
        .orderBy(asc(mailOutbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return false;
      claim.id = row.id;
      await deliver(tx, row, (outcome) =>
        tx.update(mailOutbox).set(outcome).where(eq(mailOutbox.id, row.id)),
      );
      return true;
    });

  return {
    async send(mail) {
      const record = recordOf(mail, 'outbox');
      await deliver(db, record, insertInto(db, record));
    },

    async sendAfterCommit(mails, tx) {
      if (mails.length === 0) return 0;
      await tx.insert(mailOutbox).values(mails.map((mail) => recordOf(mail, 'pending')));
      return mails.length;
    },

    async sendPending() {
      let sent = 0;
      const failed: number[] = [];
      let firstFailure: unknown = null;
      for (;;) {
        const claim = { id: null as number | null };
        try {
          if (!(await sendOnePending(failed, claim))) break;
          sent += 1;
        } catch (error) {
          // A row whose outcome could not be kept (a refusal is an outcome: this is the database)
          // stays pending for the next run; the mail behind it still goes now.
          if (claim.id === null) throw error;
          failed.push(claim.id);
          firstFailure ??= error;
        }
      }
      // The job fails, so it runs again, after everything else went.
      if (firstFailure) throw firstFailure;
      return sent;
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
