// A worker's start goes on with the exclusion imports a crash left half way (issue 28 item 2): their
// pg-boss job stays claimed by the dead process until it expires, so without this the list would
// stand still for a quarter of an hour. The resumed import adds the rest once, nothing twice.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suppressionImports } from '../../src/db/schema/index.ts';
import { resumeSuppressionImports } from '../../src/modules/suppression/import-job.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { md5, suppressionKit } from './suppression-kit.ts';

let test: TestApp;
const t = suppressionKit(() => test);
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('an import a crash left half way', () => {
  it('is finished by the next worker’s start: every row on the list once, the import done', async () => {
    const companyId = await t.companyId('client@demo.test');
    const addresses = Array.from({ length: 7 }, (_, index) => `resumed-${index}@example.com`);
    // As the upload stored it, and as a worker that died right after claiming it left it.
    const [stored] = await test.ctx.db
      .insert(suppressionImports)
      .values({
        companyId,
        fileName: 'list.csv',
        content: `email\n${addresses.join('\n')}\n`,
        status: 'processing',
        totalRows: addresses.length,
      })
      .returning();
    if (!stored) throw new Error('no import row');
    const untouched = await t.importRow(stored.id);
    expect(untouched?.status).toBe('processing');

    await resumeSuppressionImports(test.ctx);
    await test.jobsIdle();

    const row = await t.importRow(stored.id);
    expect(row).toMatchObject({ status: 'done', processedRows: 7, addedRows: 7, content: null });
    const listed = await t.entries('client', companyId);
    for (const address of addresses) expect(listed).toContain(md5(address));

    // A second start finds nothing left to do and adds nothing.
    await resumeSuppressionImports(test.ctx);
    await test.jobsIdle();
    expect(await t.importRow(stored.id)).toMatchObject({ status: 'done', addedRows: 7 });
    await test.ctx.db.delete(suppressionImports).where(eq(suppressionImports.id, stored.id));
  });
});
