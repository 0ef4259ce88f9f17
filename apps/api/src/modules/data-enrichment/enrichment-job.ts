// The queued job 'data-enrichment' {id}: matches every row of a confirmed file, read as a stream.
// Each chunk is one transaction that locks the job, checks it starts where the progress stands, stores
// the chunk's enriched lines, posts the chunk's charge to the ledger (a key per chunk) and advances
// the progress. A job killed mid-file resumes at the first chunk not committed: no row is matched
// into the file twice, none billed twice.

import { Readable } from 'node:stream';
import { ENRICHMENT_LIMITS as LIMITS } from '@lead/shared';
import { parse } from 'csv-parse';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { companies, enrichmentJobs, enrichmentResultChunks } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { defineJob } from '../../platform/define-job.ts';
import type { AccountRef } from '../ledger/accounts.ts';
import { type Posting, post } from '../ledger/post.ts';
import { lineageIds } from '../white-label/company-settings.ts';
import { CONTACT_CSV_OPTIONS, type ColumnIndexes, columnIndexesOf, contactOf } from './contact-file.ts';
import { enrichedChunkCsv } from './enriched-rows.ts';
import { matchContacts } from './match-contacts.ts';
import type { JobOwner } from './suppressed-contacts.ts';

type ClaimedJob = {
  id: number;
  headers: string[];
  pricePerMatchCents: number;
  wholesalePerMatchCents: number;
  /** manualBill: the client's agency collects its clients itself (it owes the platform their rows). */
  owner: JobOwner & { agencyId: number | null; rootId: number; manualBill: boolean };
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The chunk's charge: a client owes its agency's margin and the platform's share, an agency the
 * platform. A manual-bill agency's client is billed by the agency itself (as its leads are): the
 * journal holds only what the agency owes the platform, the wholesale price.
 */
export function chunkPostings(job: ClaimedJob, chunkIndex: number, matched: number): Posting[] {
  const key = `enrichment:${job.id}:chunk:${chunkIndex}`;
  const memo = `Data enrichment job ${job.id}, chunk ${chunkIndex + 1}: ${matched} matched rows`;
  const platform: AccountRef = { kind: 'platform_revenue', companyId: job.owner.rootId };
  if (job.owner.kind !== 'client' || job.owner.agencyId === null)
    return [
      {
        key: `${key}:platform`,
        debit: { kind: 'agency_receivable', companyId: job.owner.id },
        credit: platform,
        amountCents: matched * job.pricePerMatchCents,
        memo,
      },
    ];
  if (job.owner.manualBill)
    return [
      {
        key: `${key}:platform`,
        debit: { kind: 'agency_receivable', companyId: job.owner.agencyId },
        credit: platform,
        amountCents: matched * job.wholesalePerMatchCents,
        memo: `${memo}: the platform's price, owed by the manual-bill agency`,
      },
    ];
  const debit: AccountRef = { kind: 'client_receivable', companyId: job.owner.id };
  return [
    {
      key: `${key}:agency`,
      debit,
      credit: { kind: 'agency_payable', companyId: job.owner.agencyId },
      amountCents: matched * (job.pricePerMatchCents - job.wholesalePerMatchCents),
      memo: `${memo}: the agency's margin`,
    },
    {
      key: `${key}:platform`,
      debit,
      credit: platform,
      amountCents: matched * job.wholesalePerMatchCents,
      memo: `${memo}: the platform's price`,
    },
  ];
}

type ChunkOutcome = 'written' | 'done before' | 'stopped';

/**
 * The chunk of records from row `start`: matched, written, billed and counted in one transaction,
 * unless another run committed it already or the job is no longer running.
 */
async function enrichChunk(
  ctx: AppContext,
  job: ClaimedJob,
  start: number,
  chunk: readonly string[][],
  columns: ColumnIndexes,
): Promise<ChunkOutcome> {
  return ctx.db.transaction(async (tx) => {
    // The row lock keeps a second worker on the same job from matching the same chunk.
    const [current] = await tx
      .select({ state: enrichmentJobs.state, processedRows: enrichmentJobs.processedRows })
      .from(enrichmentJobs)
      .where(eq(enrichmentJobs.id, job.id))
      .for('update');
    if (current?.state !== 'running') return 'stopped';
    if (current.processedRows > start) return 'done before';
    if (current.processedRows < start) throw new Error(`enrichment job ${job.id} would skip rows`);
    const people = await matchContacts(
      ctx.leadData,
      tx,
      job.owner,
      chunk.map((record) => contactOf(record, columns)),
    );
    const matched = people.filter(Boolean).length;
    const chunkIndex = Math.floor(start / LIMITS.chunkRows);
    await tx.insert(enrichmentResultChunks).values({
      jobId: job.id,
      chunkIndex,
      csv: enrichedChunkCsv(job.headers.length, chunk, people),
    });
    await post(tx, chunkPostings(job, chunkIndex, matched));
    await tx
      .update(enrichmentJobs)
      .set({
        processedRows: start + chunk.length,
        matchedRows: sql`${enrichmentJobs.matchedRows} + ${matched}`,
        chargedCents: sql`${enrichmentJobs.chargedCents} + ${matched * job.pricePerMatchCents}`,
        progressedAt: new Date(),
      })
      .where(eq(enrichmentJobs.id, job.id));
    return 'written';
  });
}

/** Every row is in: the job is done, its upload dropped, its file kept for 30 days from now. */
async function finishJob(db: Queryable, id: number): Promise<void> {
  const now = new Date();
  await db
    .update(enrichmentJobs)
    .set({
      state: 'done',
      content: null,
      finishedAt: now,
      expiresAt: new Date(now.getTime() + LIMITS.resultDays * DAY_MS),
    })
    .where(and(eq(enrichmentJobs.id, id), eq(enrichmentJobs.state, 'running')));
}

/**
 * A job that cannot go on ends as failed, like a done one: its upload dropped, the rows it matched
 * and charged kept in its file for 30 days, and invoiced in the month it stopped.
 */
export async function stopJob(db: Queryable, id: number, error: string, now = new Date()): Promise<boolean> {
  const stopped = await db
    .update(enrichmentJobs)
    .set({
      state: 'failed',
      error,
      content: null,
      finishedAt: now,
      expiresAt: new Date(now.getTime() + LIMITS.resultDays * DAY_MS),
    })
    .where(and(eq(enrichmentJobs.id, id), inArray(enrichmentJobs.state, ['queued', 'running'])))
    .returning({ id: enrichmentJobs.id });
  return stopped.length > 0;
}

async function ownerOf(db: Queryable, companyId: number): Promise<ClaimedJob['owner']> {
  const [company] = await db
    .select({ id: companies.id, kind: companies.kind, path: companies.path })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw new Error(`company ${companyId} of an enrichment job is gone`);
  const lineage = lineageIds(company.path);
  const agencyId =
    company.kind === 'client' ? (lineage[1] ?? null) : company.kind === 'agency' ? company.id : null;
  const [agency] =
    company.kind === 'client' && agencyId !== null
      ? await db
          .select({ manualBill: companies.manualBill })
          .from(companies)
          .where(eq(companies.id, agencyId))
      : [];
  return {
    id: company.id,
    kind: company.kind,
    agencyId,
    rootId: lineage.at(-1) as number,
    manualBill: agency?.manualBill ?? false,
  };
}

export type RunOptions = {
  /** Stops after this many chunks, as a process killed between two chunks would (tests, the bench). */
  chunksAtMost?: number;
};

/** Bytes handed to the parser at a time (it carries a character split between two slices over). */
const SLICE_BYTES = 64 * 1024;

function* slicesOf(bytes: Buffer): Generator<Buffer> {
  for (let at = 0; at < bytes.length; at += SLICE_BYTES) yield bytes.subarray(at, at + SLICE_BYTES);
}

export async function runEnrichment(ctx: AppContext, id: number, options: RunOptions = {}): Promise<void> {
  // Claimed while queued or running (a crashed run resumes); done, failed and expired stay as they are.
  const [claimed] = await ctx.db
    .update(enrichmentJobs)
    .set({ state: 'running' })
    .where(and(eq(enrichmentJobs.id, id), inArray(enrichmentJobs.state, ['queued', 'running'])))
    .returning();
  if (!claimed) return;
  if (claimed.content === null || claimed.pricePerMatchCents === null) {
    await stopJob(ctx.db, id, 'the file was not kept');
    return;
  }
  const job: ClaimedJob = {
    id,
    headers: claimed.headers,
    pricePerMatchCents: claimed.pricePerMatchCents,
    wholesalePerMatchCents: claimed.wholesalePerMatchCents ?? claimed.pricePerMatchCents,
    owner: await ownerOf(ctx.db, claimed.companyId),
  };
  const columns = columnIndexesOf(claimed.headers, claimed.mapping as Parameters<typeof columnIndexesOf>[1]);
  // The file is read as a stream, one chunk of records in memory at a time; rows a crashed run
  // committed are read past, not matched again. It is fed to the parser in slices: given the whole
  // text at once, the parser would turn every row into a record before the first chunk is matched.
  const records = Readable.from(slicesOf(Buffer.from(claimed.content))).pipe(
    parse({ ...CONTACT_CSV_OPTIONS, from: 2 }),
  );
  let read = 0;
  let start = claimed.processedRows;
  let batch: string[][] = [];
  let chunks = 0;
  const flush = async (): Promise<boolean> => {
    if (options.chunksAtMost !== undefined && chunks >= options.chunksAtMost) return false;
    if ((await enrichChunk(ctx, job, start, batch, columns)) === 'stopped') return false;
    chunks++;
    start += batch.length;
    batch = [];
    return true;
  };
  for await (const record of records as AsyncIterable<string[]>) {
    if (read++ < claimed.processedRows) continue;
    batch.push(record);
    if (batch.length === LIMITS.chunkRows && !(await flush())) return;
  }
  if (batch.length > 0 && !(await flush())) return;
  await finishJob(ctx.db, id);
}

export const enrichContactsJob = defineJob({
  name: 'data-enrichment',
  payload: z.object({ id: z.number().int().positive() }),
  retry: { limit: 5 },
  async run(ctx, { id }) {
    await runEnrichment(ctx, id);
  },
});

/**
 * A worker's start: jobs a crash left queued or half way go on at once, where their pg-boss job would
 * stay claimed by the dead process until it expires. A run beside a live one is harmless: each chunk
 * locks the job's row and starts from its stored progress.
 */
export async function resumeEnrichmentJobs(ctx: AppContext): Promise<void> {
  const unfinished = await ctx.db
    .select({ id: enrichmentJobs.id })
    .from(enrichmentJobs)
    .where(inArray(enrichmentJobs.state, ['queued', 'running']))
    .limit(1000);
  for (const { id } of unfinished) await ctx.queue.send(enrichContactsJob, { id });
}
