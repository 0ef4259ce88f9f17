// Who the benchmark signs in as: the platform owner, a bench agency owner and the bench sales
// person with the most agencies (an account executive: others may not open the lists), each on
// its own host, through POST /api/login like the web app.
import { DEMO_PASSWORD } from '@lead/shared';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { BENCH_AGENCY_SUBDOMAIN_PREFIX } from './names.ts';

export type BenchActor = { email: string; host: string; token: string };
export type BenchActors = {
  rootId: number;
  agencyId: number;
  agencyClients: number;
  salesAgencies: number;
  root: BenchActor;
  agency: BenchActor;
  sales: BenchActor;
};

export async function signInActors(app: FastifyInstance, pool: pg.Pool): Promise<BenchActors> {
  const { rows } = await pool.query<{
    root_id: number;
    agency_id: number;
    agency_email: string;
    agency_clients: number;
    sales_email: string;
    sales_agencies: number;
  }>(
    `select root.id as root_id, agency.id as agency_id, owner.email as agency_email,
       (select count(*) from companies child where child.parent_id = agency.id)::int as agency_clients,
       sales.email as sales_email, sales.agencies as sales_agencies
     from companies root
     join companies agency on agency.parent_id = root.id and lower(agency.subdomain) = $1
     join users owner on owner.company_id = agency.id and owner.user_type = 'userdownline'
     cross join lateral (
       select s.email, count(*)::int as agencies from users s
       join companies assigned on s.id in (assigned.sales_rep_id, assigned.account_executive_id, assigned.account_ref_id)
       where s.user_type = 'sales' and s.is_acc_executive and s.referral_code like 'BENCHSALES%'
       group by s.id, s.email order by count(*) desc, s.id limit 1) sales
     where root.kind = 'root'`,
    [`${BENCH_AGENCY_SUBDOMAIN_PREFIX}1`],
  );
  const found = rows[0];
  if (!found) throw new Error('The bench tree is missing: run npm run bench:seed-tenants.');
  const signIn = async (email: string, host: string): Promise<BenchActor> => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: email, password: DEMO_PASSWORD, domainName: host },
    });
    const token = response.json().access_token;
    if (typeof token !== 'string') throw new Error(`Sign-in of ${email} at ${host} failed: ${response.body}`);
    return { email, host, token };
  };
  return {
    rootId: found.root_id,
    agencyId: found.agency_id,
    agencyClients: found.agency_clients,
    salesAgencies: found.sales_agencies,
    root: await signIn('root@demo.test', 'localhost'),
    agency: await signIn(found.agency_email, `${BENCH_AGENCY_SUBDOMAIN_PREFIX}1.localhost`),
    sales: await signIn(found.sales_email, 'localhost'),
  };
}
