// Reads what the platform "sent": without SMTP every e-mail lands in the outbox table.
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

export async function lastMailTo(test: TestApp, email: string) {
  const [mail] = await test.ctx.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail ?? null;
}

export async function lastCodeTo(test: TestApp, email: string): Promise<string> {
  const mail = await lastMailTo(test, email);
  const code = mail?.textBody.match(/code is (\d{6})/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}
