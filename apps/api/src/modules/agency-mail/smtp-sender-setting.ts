// An agency's own SMTP sender (issue 14): read (the password only as set / not set), save (the password
// sealed; a blank one keeps the saved password) and remove (mail goes back to the platform's sender).
import { messages, type SmtpSenderView, type smtpSenderFields } from '@lead/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { agencyMailSenders } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import type { ProvenCompany } from '../../platform/access/companies.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import { openSecret, sealSecret } from '../../platform/secret-box.ts';
import { type SmtpSender, smtpFailureField, smtpFailureSentence } from '../../platform/smtp-sender.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { ownAgency } from './own-agency.ts';
import { sendTestMail } from './send-test-mail.ts';

export type SmtpSenderInput = z.output<typeof smtpSenderFields>;

/** The sender the form describes, with the password to use (typed, or the saved one). */
export const senderOf = (input: SmtpSenderInput, password: string): SmtpSender => ({
  host: input.host,
  port: input.port,
  security: input.security,
  username: input.username,
  password,
  fromName: input.from_name,
  fromAddress: input.from_address,
});

export async function storedSenderRow(db: Queryable, agency: ProvenCompany) {
  const [row] = await db.select().from(agencyMailSenders).where(eq(agencyMailSenders.companyId, agency.id));
  return row ?? null;
}

export async function readSmtpSender(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
): Promise<SmtpSenderView> {
  const agency = await ownAgency(ctx, actor, companyId);
  const row = await storedSenderRow(ctx.db, agency);
  if (!row)
    return {
      configured: false,
      host: '',
      port: null,
      security: 'starttls',
      username: '',
      password: 'not set',
      from_name: agency.companyName,
      from_address: '',
      updated_at: null,
      failing: null,
    };
  return {
    configured: true,
    host: row.host,
    port: row.port,
    security: row.security,
    username: row.username,
    password: 'set',
    from_name: row.fromName,
    from_address: row.fromAddress,
    updated_at: row.updatedAt.toISOString(),
    failing: row.failingSince
      ? { since: row.failingSince.toISOString(), reason: row.lastFailure ?? '' }
      : null,
  };
}

export async function saveSmtpSender(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  input: SmtpSenderInput,
  ip: string | null,
) {
  const agency = await ownAgency(ctx, actor, companyId);
  const saved = await storedSenderRow(ctx.db, agency);
  if (!input.password && !saved) throw invalid({ password: messages.smtpPasswordRequired });
  // Issue 23: a server is saved only once a test e-mail through it succeeded (to the from address,
  // which the agency owns); a refusal names the field it points at, and nothing is saved.
  const password = input.password || (saved && openSecret(ctx.config, saved.passwordEncrypted));
  if (!password) throw invalid({ password: messages.smtpPasswordRequired });
  try {
    await sendTestMail(ctx, senderOf(input, password), input.from_address, agency.companyName);
  } catch (error) {
    throw new AppError(422, 'smtpSaveTestFailed', { [smtpFailureField(error)]: smtpFailureSentence(error) });
  }
  const columns = {
    host: input.host,
    port: input.port,
    security: input.security,
    username: input.username,
    fromName: input.from_name,
    fromAddress: input.from_address,
    updatedAt: new Date(),
    // A server that passed its test starts with no failure notice.
    failingSince: null,
    lastFailure: null,
    ownerNotifiedAt: null,
    ...(input.password ? { passwordEncrypted: sealSecret(ctx.config, input.password) } : {}),
  };
  await ctx.db.transaction(async (tx) => {
    if (saved)
      await tx.update(agencyMailSenders).set(columns).where(eq(agencyMailSenders.companyId, agency.id));
    else
      await tx.insert(agencyMailSenders).values({
        companyId: agency.id,
        ...columns,
        passwordEncrypted: sealSecret(ctx.config, input.password),
      });
    await logActorAction(
      tx,
      actor,
      ip,
      'setting',
      `Saved the mail server ${input.host}:${input.port} of ${agency.companyName} (from ${input.from_address})`,
    );
  });
  return { message: messages.smtpSenderSaved };
}

export async function removeSmtpSender(ctx: AppContext, actor: Actor, companyId: number, ip: string | null) {
  const agency = await ownAgency(ctx, actor, companyId);
  await ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(agencyMailSenders)
      .where(eq(agencyMailSenders.companyId, agency.id))
      .returning({ companyId: agencyMailSenders.companyId });
    if (removed.length > 0)
      await logActorAction(tx, actor, ip, 'setting', `Removed the mail server of ${agency.companyName}`);
  });
  return { message: messages.smtpSenderRemoved };
}
