// The fuzz's proof of "nothing written" must itself fail when something is written.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { installWriteJournal, type WriteJournal } from './write-journal.ts';

let test: TestApp;
let journal: WriteJournal;
beforeAll(async () => {
  test = await createTestApp();
  journal = await installWriteJournal(test.ctx.db);
});
afterAll(() => test.close());

it('notes a committed change of any row', async () => {
  const mark = await journal.mark();
  await test.ctx.db.execute(
    sql`update companies set company_name = company_name || '' where id = (select min(id) from companies)`,
  );
  expect((await journal.since(mark)).writes).toEqual(['update companies ×1']);
});

it('ignores a rolled-back write and an update that matched no row', async () => {
  const mark = await journal.mark();
  await test.ctx.db
    .transaction(async (tx) => {
      await tx.execute(sql`delete from user_logs`);
      throw new Error('roll back');
    })
    .catch(() => undefined);
  await test.ctx.db.execute(sql`update companies set company_name = 'x' where id = -1`);
  expect((await journal.since(mark)).writes).toEqual([]);
});

it('ignores the tables refusals write by design', async () => {
  const mark = await journal.mark();
  await test.ctx.db.execute(
    sql`insert into login_failures (email, ip) values ('fuzz@example.com', '127.0.0.1')`,
  );
  expect((await journal.since(mark)).writes).toEqual([]);
});

it('ignores a session touch but not a revocation', async () => {
  await test.signIn('client@demo.test');
  const mark = await journal.mark();
  await test.ctx.db.execute(sql`update sessions set last_used_at = now() - interval '1 minute'`);
  expect((await journal.since(mark)).writes).toEqual([]);
  await test.ctx.db.execute(sql`update sessions set revoked_at = now()`);
  expect((await journal.since(mark)).writes[0]).toMatch(/^update sessions ×/);
});
