// Test e-mails of an agency's sender (issue 14): through the unsaved form (testsmtp) or the saved
// sender (test-email). The outcome is a sentence: where it was sent, or what the mail server said.
import { messages, type SmtpTestResult } from '@lead/shared';
import type { Actor } from '../../platform/access/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { openSecret } from '../../platform/secret-box.ts';
import { type SmtpSender, smtpFailureSentence } from '../../platform/smtp-sender.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { ownAgency } from './own-agency.ts';
import { sendTestMail } from './send-test-mail.ts';
import { type SmtpSenderInput, senderOf, storedSenderRow } from './smtp-sender-setting.ts';

async function sendTest(
  ctx: AppContext,
  sender: SmtpSender,
  to: string,
  agencyName: string,
): Promise<SmtpTestResult> {
  try {
    await sendTestMail(ctx, sender, to, agencyName);
    return { result: 'success', message: messages.smtpTestSent.replace('{to}', to) };
  } catch (error) {
    return { result: 'failed', message: smtpFailureSentence(error) };
  }
}

export async function testUnsavedSender(
  ctx: AppContext,
  actor: Actor,
  input: SmtpSenderInput & { companyID: number; to: string },
  ip: string | null,
): Promise<SmtpTestResult> {
  const agency = await ownAgency(ctx, actor, input.companyID);
  let password = input.password;
  if (!password) {
    const saved = await storedSenderRow(ctx.db, agency);
    password = (saved && openSecret(ctx.config, saved.passwordEncrypted)) ?? '';
    if (!password) return { result: 'failed', message: messages.smtpPasswordRequired };
  }
  const outcome = await sendTest(ctx, senderOf(input, password), input.to, agency.companyName);
  await logActorAction(
    ctx.db,
    actor,
    ip,
    'setting',
    `Tested the mail server ${input.host}:${input.port}: ${outcome.result}`,
  );
  return outcome;
}

export async function testSavedSender(
  ctx: AppContext,
  actor: Actor,
  input: { companyID: number; email: string },
  ip: string | null,
): Promise<SmtpTestResult> {
  const agency = await ownAgency(ctx, actor, input.companyID);
  const saved = await storedSenderRow(ctx.db, agency);
  const password = saved && openSecret(ctx.config, saved.passwordEncrypted);
  if (!saved || !password) return { result: 'failed', message: messages.smtpNoSenderSaved };
  const outcome = await sendTest(ctx, { ...saved, password }, input.email, agency.companyName);
  await logActorAction(
    ctx.db,
    actor,
    ip,
    'setting',
    `Sent a test e-mail through ${saved.host}:${saved.port}: ${outcome.result}`,
  );
  return outcome;
}
