// Shared steps of the audience API tests: signed-in calls, stored counts, a lead-data provider the
// test controls, and the "nothing changed" fingerprint of what an audience call could touch.
import { desc, eq, sql } from 'drizzle-orm';
import { leadCountRequests, mailOutbox, userLogs } from '../../src/db/schema/index.ts';
import {
  type AudienceCount,
  type LeadDataProvider,
  LeadDataUnavailable,
} from '../../src/platform/providers/lead-data-provider.ts';
import { campaignKit } from '../campaigns/campaign-kit.ts';
import type { TestApp } from '../test-app.ts';

/** A small graph: the built-in provider builds it in well under a second. */
export const AUDIENCE_TEST_ENV = { IDENTITY_GRAPH_SIZE: '5000' };

export type ScriptedProvider = LeadDataProvider & { calls: number };

/** Answers each call with the next entry: a count, or 'unavailable' (the partner cannot answer). */
export function scriptedProvider(...answers: (AudienceCount | 'unavailable' | Error)[]): ScriptedProvider {
  const provider = {
    name: 'http' as const,
    calls: 0,
    async countAudience() {
      const answer = answers[Math.min(provider.calls, answers.length - 1)];
      provider.calls++;
      if (answer === 'unavailable') throw new LeadDataUnavailable('Lead-data partner answered 503.');
      if (answer instanceof Error) throw answer;
      if (!answer) throw new Error('the scripted provider has no answers');
      return answer;
    },
    // Audience tests ask for counts only.
    resolveVisits: () => Promise.reject(new Error('not scripted')),
    peopleByKey: () => Promise.reject(new Error('not scripted')),
    findMatches: () => Promise.reject(new Error('not scripted')),
    matchContacts: () => Promise.reject(new Error('not scripted')),
  };
  return provider;
}

export function audienceKit(test: () => TestApp) {
  const base = campaignKit(test);
  const db = () => test().ctx.db;
  return {
    ...base,
    queue: (email: string, body: object) => base.call(email, 'POST', '/bigdbm/services/queuecount', body),
    /** Routes and the job read ctx at call time, so a swapped provider answers from then on. */
    useProvider(provider: LeadDataProvider) {
      const original = test().ctx.leadData;
      test().ctx.leadData = provider;
      return () => {
        test().ctx.leadData = original;
      };
    },
    async countRow(id: number) {
      const [row] = await db().select().from(leadCountRequests).where(eq(leadCountRequests.id, id));
      return row ?? null;
    },
    async countRows(companyId: number) {
      return db()
        .select()
        .from(leadCountRequests)
        .where(eq(leadCountRequests.companyId, companyId))
        .orderBy(desc(leadCountRequests.id));
    },
    /** The user's own log rows, newest first. */
    async logsOf(email: string) {
      const userId = await base.userId(email);
      return db().select().from(userLogs).where(eq(userLogs.userId, userId)).orderBy(desc(userLogs.id));
    },
    async mailsTo(email: string) {
      return db()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, email))
        .orderBy(desc(mailOutbox.id));
    },
    /** A digest of every table an audience call could touch. */
    async audienceFingerprint() {
      const { rows } = await db().execute<{ digest: string }>(sql`select md5(
        coalesce((select string_agg(r::text, '|' order by r.id) from lead_count_requests r), '') ||
        coalesce((select string_agg(k::text, '|' order by k.id) from campaigns k), '') ||
        coalesce((select count(*)::text from mail_outbox), '') ||
        coalesce((select count(*)::text from user_logs), '')) as digest`);
      return rows[0]?.digest ?? '';
    },
  };
}
