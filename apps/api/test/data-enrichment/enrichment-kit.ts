// Shared steps of the data enrichment API tests: contact files, uploads as a signed-in user, the
// preview, confirmation and download calls, and the ledger's postings (a queue that holds jobs comes
// from the suppression kit).
import { parse } from 'csv-parse/sync';
import { like, sql } from 'drizzle-orm';
import { enrichmentJobs, ledgerPostings } from '../../src/db/schema/index.ts';
import { suppressionKit } from '../suppression/suppression-kit.ts';
import { bearer, type TestApp } from '../test-app.ts';

/** A contact file: a header and `count` contacts by e-mail, name and address (`from` numbers them). */
export function contactsCsv(count: number, from = 0): string {
  const lines = ['Email,First Name,Last Name,Address,Zip'];
  for (let i = from; i < from + count; i++)
    lines.push(`contact${i}@example.test,First${i},Last${i},${i} Main St,${String(10_000 + i)}`);
  return `${lines.join('\r\n')}\r\n`;
}

/** The mapping guessed from `contactsCsv`'s header. */
export const CONTACTS_MAPPING = {
  email: 'Email',
  firstName: 'First Name',
  lastName: 'Last Name',
  address: 'Address',
  city: null,
  state: null,
  zip: 'Zip',
};

export function enrichmentKit(test: () => TestApp) {
  const base = suppressionKit(test);
  const db = () => test().ctx.db;
  const kit = {
    ...base,
    async upload(
      email: string,
      content: string | Buffer,
      options: { fileName?: string; name?: string } = {},
    ) {
      const form = new FormData();
      if (options.name !== undefined) form.append('name', options.name);
      form.append(
        'contactsfile',
        new Blob([content], { type: 'text/csv' }),
        options.fileName ?? 'contacts.csv',
      );
      return test().app.inject({
        method: 'POST',
        url: '/api/data-enrichment/jobs',
        headers: bearer(await base.tokenOf(email)),
        payload: form,
      });
    },
    /** Uploads a file that must be accepted; answers the job. */
    async uploaded(email: string, content: string, options: { name?: string } = {}) {
      const response = await kit.upload(email, content, options);
      if (response.statusCode !== 200) throw new Error(`upload refused: ${response.body}`);
      return response.json() as {
        id: number;
        mapping: Record<string, string | null>;
        totalRows: number;
        sampleRows: string[][];
      };
    },
    preview: (email: string, jobId: number, mapping: object) =>
      base.call(email, 'POST', `/data-enrichment/jobs/${jobId}/preview`, { mapping }),
    async confirm(
      email: string,
      jobId: number,
      key = `confirm-${jobId}-${Math.random().toString(36).slice(2)}`,
    ) {
      return test().app.inject({
        method: 'POST',
        url: `/api/data-enrichment/jobs/${jobId}/confirm`,
        headers: { ...bearer(await base.tokenOf(email)), 'idempotency-key': key },
      });
    },
    /** Confirms while the queue drops the job's message: it stays queued until someone runs it. */
    async confirmUnqueued(email: string, jobId: number) {
      const held = base.holdQueue();
      try {
        const confirmed = await kit.confirm(email, jobId);
        if (confirmed.statusCode !== 200) throw new Error(`confirm refused: ${confirmed.body}`);
      } finally {
        held.restore();
      }
    },
    job: (email: string, jobId: number) => base.call(email, 'GET', `/data-enrichment/jobs/${jobId}`),
    list: (email: string) => base.call(email, 'GET', '/data-enrichment/jobs'),
    download: (email: string, jobId: number) =>
      base.call(email, 'GET', `/data-enrichment/jobs/${jobId}/result`),
    /** The downloaded file's records, the header first. */
    async resultRecords(email: string, jobId: number): Promise<string[][]> {
      const response = await kit.download(email, jobId);
      if (response.statusCode !== 200) throw new Error(`download refused: ${response.body}`);
      return parse(response.body) as string[][];
    },
    /** Every posting of the journal: its count and total (the preview must leave both unchanged). */
    async ledgerTotals() {
      const [row] = await db()
        .select({
          count: sql<number>`count(*)::int`,
          cents: sql<number>`coalesce(sum(amount_cents), 0)::bigint`,
        })
        .from(ledgerPostings);
      return { count: Number(row?.count ?? 0), cents: Number(row?.cents ?? 0) };
    },
    /** The postings of one enrichment job, by key. */
    async postingsOf(jobId: number) {
      const rows = await db()
        .select({ key: ledgerPostings.idempotencyKey, cents: ledgerPostings.amountCents })
        .from(ledgerPostings)
        .where(like(ledgerPostings.idempotencyKey, `enrichment:${jobId}:%`));
      return rows.sort((a, b) => a.key.localeCompare(b.key));
    },
    async storedJob(jobId: number) {
      const [row] = await db().select().from(enrichmentJobs).where(sql`${enrichmentJobs.id} = ${jobId}`);
      return row ?? null;
    },
  };
  return kit;
}
