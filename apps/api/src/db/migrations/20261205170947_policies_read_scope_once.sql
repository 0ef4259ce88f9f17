-- Row-level security's cost (issue 24; issue 28 item 4 bounds it at +10 %): lead_in_scope() and
-- lead_above_scope() are inlined into each policy, so the caller's scope, read from a setting and
-- parsed as an ltree, was worked out again for every row a statement looked at (counting the
-- platform's million companies as its owner: 300–380 ms behind the policies against 30 ms without).
-- Each policy now reads the scope once per statement, as a subquery PostgreSQL runs before the scan
-- (an InitPlan), and tests each row's path against that value (about 190 ms on the same count, the
-- same plans). The two functions stay for the checks that test one path; a test fails on a policy
-- that calls them again (row-security-cost.test.ts).
DO $$
DECLARE
  p record;
  qual text;
  check_expr text;
BEGIN
  FOR p IN
    SELECT schemaname, tablename, policyname, pg_policies.qual AS q, pg_policies.with_check AS w
    FROM pg_policies
    WHERE coalesce(pg_policies.qual, '') || coalesce(pg_policies.with_check, '') ~ 'lead_(in|above)_scope\('
  LOOP
    qual := regexp_replace(p.q, 'lead_in_scope\(([a-z_.]+)\)', 'COALESCE((\1 <@ (SELECT lead_scope())), false)', 'g');
    qual := regexp_replace(qual, 'lead_above_scope\(([a-z_.]+)\)', 'COALESCE(((SELECT lead_scope()) <@ \1), false)', 'g');
    check_expr := regexp_replace(p.w, 'lead_in_scope\(([a-z_.]+)\)', 'COALESCE((\1 <@ (SELECT lead_scope())), false)', 'g');
    check_expr := regexp_replace(check_expr, 'lead_above_scope\(([a-z_.]+)\)', 'COALESCE(((SELECT lead_scope()) <@ \1), false)', 'g');
    IF qual IS NOT NULL THEN
      EXECUTE format('ALTER POLICY %I ON %I.%I USING (%s)', p.policyname, p.schemaname, p.tablename, qual);
    END IF;
    IF check_expr IS NOT NULL THEN
      EXECUTE format('ALTER POLICY %I ON %I.%I WITH CHECK (%s)', p.policyname, p.schemaname, p.tablename, check_expr);
    END IF;
  END LOOP;
END $$;
