// The crash loop's money and file work, beside its page views (issue 28 item 2): the demo agency tops
// up its Data Wallet by card (each charge with its own idempotency key, asked again after a crash
// until it is answered, as the dialog does) while its leads are paid from the wallet, and the demo
// client uploads an exclusion list each round. After each restart it checks that no card charge is
// left uncredited or credited twice, that the wallet's postings agree with its top-ups and lead
// debits, and that every acknowledged upload was imported whole.
import { DEMO_PASSWORD } from '@lead/shared';
import type pg from 'pg';
import { setPlatformBetaFlags } from '../../apps/api/src/modules/features/platform-beta-flags.ts';
import type { Database } from '../../apps/api/src/platform/db.ts';
import { emailMd5 } from '../../apps/api/src/platform/email-hash.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Check = { rule: string; broken: unknown[] };

/** The demo agency and its client, on wallet billing (manual bill, the Data Wallet open to all). */
export async function walletBilling(pool: pg.Pool, db: Database) {
  const company = async (email: string) =>
    Number((await pool.query('select company_id from users where email = $1', [email])).rows[0]?.company_id);
  const agencyId = await company('agency@demo.test');
  const clientId = await company('client@demo.test');
  await pool.query('update companies set manual_bill = true where id = $1', [agencyId]);
  const { rows } = await pool.query(
    `select c.parent_id as root, f.id as feature from companies c, beta_features f
     where c.id = $1 and f.slug = 'data_wallet'`,
    [agencyId],
  );
  await setPlatformBetaFlags(db, Number(rows[0]?.root), Number(rows[0]?.feature), {
    isBeta: false,
    applyToAllAgency: false,
  });
  return { agencyId, clientId };
}

async function signIn(baseUrl: string, email: string, domainName: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD, domainName }),
  });
  const body = (await answer.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in of ${email} failed (${answer.status})`);
  return body.access_token;
}

/** The agency's card top-ups: one every `everyMs`, each key asked until it is answered. */
export function walletCharges(agencyId: number) {
  const answers = new Map<string, string>();
  const unanswered = new Set<string>();
  /** Keys asked again after a crash left them unanswered. */
  const askedAgain = new Set<string>();
  let token = '';
  let next = 0;

  async function ask(baseUrl: string, key: string): Promise<boolean> {
    const answer = await fetch(
      `${baseUrl}/api/configuration/agencies/prepaid/charge-prepaid-direct-payment`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          company_id: agencyId,
          amount: '500',
          custom_amount: 'F',
          stop_continual: 'F',
          timezone: 'America/Chicago',
          payment_type: 'credit_card',
          idempotency_key: key,
        }),
      },
    ).catch(() => null);
    if (answer?.status !== 200) return false;
    answers.set(key, ((await answer.json()) as { result: string }).result);
    unanswered.delete(key);
    return true;
  }

  return {
    answers,
    askedAgain,
    async signIn(baseUrl: string) {
      token = await signIn(baseUrl, 'agency@demo.test', 'acme.localhost');
    },
    /** One top-up before the first page view, so the first leads find money in the wallet. */
    async first(baseUrl: string) {
      unanswered.add('chaos-first');
      return this.settle(baseUrl);
    },
    /** Top-ups until stopped (the crash stops them). */
    during(baseUrl: string, round: number, everyMs = 400) {
      let stopped = false;
      const pending = new Set<Promise<unknown>>();
      const loop = (async () => {
        while (!stopped) {
          const key = `chaos-${round}-${next++}`;
          unanswered.add(key);
          const call = ask(baseUrl, key).finally(() => pending.delete(call));
          pending.add(call);
          await pause(everyMs);
        }
        await Promise.all(pending);
      })();
      return {
        stop: async () => {
          stopped = true;
          await loop;
        },
      };
    },
    /** After the restart: every key the crash left unanswered is asked again until it is answered. */
    async settle(baseUrl: string, within = 60_000) {
      const deadline = Date.now() + within;
      while (unanswered.size > 0 && Date.now() < deadline) {
        for (const key of [...unanswered]) {
          askedAgain.add(key);
          await ask(baseUrl, key);
        }
        if (unanswered.size > 0) await pause(500);
      }
      return unanswered.size;
    },
  };
}

/** The client's exclusion lists: one upload a round, kept when the upload was acknowledged. */
export function exclusionUploads(clientId: number, rowsPerFile = 10_000) {
  const acknowledged = new Map<number, string[]>();
  let token = '';
  return {
    acknowledged,
    async signIn(baseUrl: string) {
      token = await signIn(baseUrl, 'client@demo.test', 'acme.localhost');
    },
    async upload(baseUrl: string, round: number): Promise<void> {
      const addresses = Array.from({ length: rowsPerFile }, (_, row) => `chaos-${round}-${row}@example.net`);
      const form = new FormData();
      form.append('ClientCompanyID', String(clientId));
      form.append('campaigntype', 'client');
      form.append('clientoptoutfile', new Blob([`email\n${addresses.join('\n')}\n`]), `round-${round}.csv`);
      const answer = await fetch(`${baseUrl}/api/leadspeek/suppressionlist/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      }).catch(() => null);
      if (answer?.status !== 200) return;
      const { id } = (await answer.json()) as { id: number };
      acknowledged.set(id, addresses.map(emailMd5));
    },
  };
}

/** What the round line shows of the tenants' work. */
export async function tenantWorkCounts(pool: pg.Pool) {
  const { rows } = await pool.query(`select
    (select count(*) from wallet_lead_debits where status = 'paid')::int as debits,
    (select count(*) from suppression_imports where status = 'done')::int as imports`);
  return rows[0] as { debits: number; imports: number };
}

/** Whether the imports and the top-ups have come to an end. */
export async function tenantWorkDrained(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query(`select
    (select count(*) from suppression_imports where status in ('queued', 'processing'))::int as imports,
    (select count(*) from wallet_topups where status = 'pending')::int as topups`);
  return rows[0]?.imports === 0 && rows[0]?.topups === 0;
}

export async function tenantWorkChecks(
  pool: pg.Pool,
  clientId: number,
  charges: ReturnType<typeof walletCharges>,
  uploads: ReturnType<typeof exclusionUploads>,
  unansweredCharges: number,
): Promise<Check[]> {
  const rows = async (text: string, values: unknown[] = []) => (await pool.query(text, values)).rows;
  const imports = await rows('select id, status, total_rows from suppression_imports where id = any($1)', [
    [...uploads.acknowledged.keys()],
  ]);
  const listed = new Set(
    (
      await rows(`select email_md5 from suppression_entries where company_id = $1 and scope = 'client'`, [
        clientId,
      ])
    ).map((row) => row.email_md5 as string),
  );
  const succeeded = new Set(
    (await rows(`select idempotency_key from wallet_topups where status = 'succeeded'`)).map(
      (row) => row.idempotency_key as string,
    ),
  );
  return [
    {
      rule: 'every wallet top-up answered (asked again after the crash)',
      broken: unansweredCharges ? [unansweredCharges] : [],
    },
    {
      rule: 'every top-up answered "success" credited',
      broken: [...charges.answers]
        .filter(
          ([key, result]) =>
            result === 'success' && ![...succeeded].some((stored) => stored.endsWith(`-manual-${key}`)),
        )
        .map(([key]) => key),
    },
    {
      rule: 'no card charge left uncredited',
      broken: await rows(`select s.idempotency_key from sandbox_charges s
        where s.idempotency_key like 'wallet-%' and s.declined is null and not exists (
          select 1 from wallet_topups t where t.idempotency_key = s.idempotency_key and t.status = 'succeeded')`),
    },
    {
      rule: 'the wallet’s postings agree with its top-ups and lead debits, each once',
      broken: await rows(`
        select 'top-up ' || t.id as broken from wallet_topups t where t.status = 'succeeded' and (
          select count(*) from ledger_postings p
          where p.idempotency_key = 'wallet:topup:' || t.id and p.amount_cents = t.amount_cents) <> 1
        union all
        select p.idempotency_key from ledger_postings p where p.idempotency_key like 'wallet:topup:%'
          and not exists (select 1 from wallet_topups t
            where p.idempotency_key = 'wallet:topup:' || t.id and t.status = 'succeeded')
        union all
        select 'lead debit ' || d.lead_id from wallet_lead_debits d where d.status = 'paid' and (
          select count(*) from ledger_postings p
          where p.idempotency_key = 'wallet:lead:' || d.lead_id and p.amount_cents = d.amount_cents) <> 1
        union all
        select p.idempotency_key from ledger_postings p where p.idempotency_key like 'wallet:lead:%'
          and not exists (select 1 from wallet_lead_debits d
            where p.idempotency_key = 'wallet:lead:' || d.lead_id and d.status = 'paid')`),
    },
    {
      rule: 'every acknowledged exclusion upload imported whole',
      broken: [
        ...imports.filter((row) => row.status !== 'done').map((row) => `import ${row.id}: ${row.status}`),
        ...[...uploads.acknowledged]
          .filter(
            ([id, hashes]) =>
              !imports.some((row) => row.id === id) || hashes.some((hash) => !listed.has(hash)),
          )
          .map(([id]) => `import ${id}: rows missing`),
      ],
    },
  ];
}
