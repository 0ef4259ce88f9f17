-- The sellers' lead rollups are read by platform staff (Report Analytics), whom each policy's first
-- test (the caller's platform) lets through; its second, "a seller in the caller's subtree", was an
-- EXISTS that never runs for them but that the planner costed for every row: at 68,000 rows of the
-- ranking's sum that cost made its hash a sort, and the ranking took 22–33 % longer than on the
-- owner's connections (8 % with the first test alone). Behind a function the planner does not look
-- into (its SET keeps it from being inlined) the test is costed as one call, and still decides for
-- every other caller. What a tenant may write is unchanged.
CREATE FUNCTION company_in_scope(company integer) RETURNS boolean
  LANGUAGE sql STABLE
  SET search_path = public, pg_temp
  AS $$ SELECT EXISTS (SELECT 1 FROM companies c WHERE c.id = company AND coalesce(c.path <@ (SELECT lead_scope()), false)) $$;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION company_in_scope(integer) TO lead_tenant;--> statement-breakpoint
ALTER POLICY tenant_rows ON seller_lead_months USING (root_id = (SELECT lead_scope_platform()) OR company_in_scope(seller_id));--> statement-breakpoint
ALTER POLICY tenant_rows ON seller_lead_hours USING (root_id = (SELECT lead_scope_platform()) OR company_in_scope(seller_id));--> statement-breakpoint
ALTER POLICY tenant_rows ON seller_lead_totals USING (root_id = (SELECT lead_scope_platform()) OR company_in_scope(seller_id));--> statement-breakpoint
ALTER POLICY tenant_rows ON seller_lead_deltas USING (root_id = (SELECT lead_scope_platform()) OR company_in_scope(seller_id));
