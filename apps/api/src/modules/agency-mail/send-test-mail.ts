// One test e-mail through an agency's sender, as the test buttons and the save route send it: the
// error is thrown as nodemailer gave it, so callers can word it and name the field it points at.
import nodemailer from 'nodemailer';
import type { AppContext } from '../../platform/app-context.ts';
import { fromOf, type SmtpSender, transportOptionsOf } from '../../platform/smtp-sender.ts';

export async function sendTestMail(
  ctx: AppContext,
  sender: SmtpSender,
  to: string,
  agencyName: string,
): Promise<void> {
  let transport: ReturnType<typeof nodemailer.createTransport> | null = null;
  try {
    transport = nodemailer.createTransport(await transportOptionsOf(sender, ctx.config));
    await transport.sendMail({
      from: fromOf(sender),
      to,
      subject: `Test e-mail from ${agencyName}`,
      text: `This is a test e-mail sent through your mail server ${sender.host}:${sender.port}.\nIf you can read it, e-mail of ${agencyName} and its clients will be delivered through it.\n`,
    });
  } finally {
    transport?.close();
  }
}
