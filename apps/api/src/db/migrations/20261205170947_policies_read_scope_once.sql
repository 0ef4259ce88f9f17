-- Row-level security's cost (issue 24; issue 28 item 4 bounds it at +10 %): lead_in_scope() and
-- lead_above_scope() are inlined into each policy, so the caller's scope, read from a setting and
-- parsed as an ltree, was worked out again for every row a statement looked at (counting the
-- platform's million companies as its owner: 300–380 ms behind the policies against 30 ms without).
-- Each policy now reads the scope once per statement, as a subquery PostgreSQL runs before the scan
-- (an InitPlan), and tests each row's path against that value (about 190 ms on the same count, the
-- same plans). The two functions stay for the checks that test one path; a test fails on a policy
-- that calls them again (row-security-cost.test.ts).
-- A policy's expression with each per-row scope test replaced by the once-per-statement form.
CREATE FUNCTION pg_temp.scope_read_once(expression text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(
    regexp_replace(expression, 'lead_in_scope\(([a-z_.]+)\)', 'COALESCE((\1 <@ (SELECT lead_scope())), false)', 'g'),
    'lead_above_scope\(([a-z_.]+)\)', 'COALESCE(((SELECT lead_scope()) <@ \1), false)', 'g')
$$;--> statement-breakpoint
DO $$
DECLARE
  p record;
BEGIN
  FOR p IN
    SELECT schemaname, tablename, policyname, qual, with_check FROM pg_policies
    WHERE coalesce(qual, '') || coalesce(with_check, '') ~ 'lead_(in|above)_scope\('
  LOOP
    IF p.qual IS NOT NULL THEN
      EXECUTE format('ALTER POLICY %I ON %I.%I USING (%s)',
        p.policyname, p.schemaname, p.tablename, pg_temp.scope_read_once(p.qual));
    END IF;
    IF p.with_check IS NOT NULL THEN
      EXECUTE format('ALTER POLICY %I ON %I.%I WITH CHECK (%s)',
        p.policyname, p.schemaname, p.tablename, pg_temp.scope_read_once(p.with_check));
    END IF;
  END LOOP;
END $$;--> statement-breakpoint
DROP FUNCTION pg_temp.scope_read_once(text);
