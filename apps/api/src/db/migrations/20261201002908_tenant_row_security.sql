-- Issue 28 item 4: row-level security as a second wall behind the access layer. A signed-in caller's
-- requests reach the database as lead_tenant with its company's ltree path in lead.scope_path
-- (platform/access/tenant-db.ts); each tenant table's policies refuse rows outside that subtree. The
-- owner (migrations, jobs, the pipeline, public routes) is not bound by them. Tables without a tenant
-- are listed in db/row-security.ts.
DO $$ BEGIN
  CREATE ROLE lead_tenant NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('GRANT lead_tenant TO %I', current_user);
EXCEPTION WHEN others THEN NULL;
END $$;--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO lead_tenant;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO lead_tenant;--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO lead_tenant;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO lead_tenant;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO lead_tenant;--> statement-breakpoint
-- The caller's scope; null (no row passes) when nothing set it.
CREATE OR REPLACE FUNCTION lead_scope() RETURNS ltree LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ select nullif(current_setting('lead.scope_path', true), '')::ltree $$;--> statement-breakpoint
-- Whether a company path lies in the scope (or above it): false without a scope. Written with
-- coalesce so the planner counts on half the rows passing, not on its default for an ltree match
-- against a value it cannot see (1 row in 5,000): with that, a list of 20,000 agencies was sorted
-- whole instead of read in order from an index.
CREATE OR REPLACE FUNCTION lead_in_scope(path ltree) RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ select coalesce(path <@ lead_scope(), false) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION lead_above_scope(path ltree) RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ select coalesce(lead_scope() <@ path, false) $$;--> statement-breakpoint
-- Behind row-level security, PostgreSQL uses a condition of the query itself in an index only when
-- its functions are leakproof (they reveal nothing of a row by an error). These are: ltree's tests,
-- lower() and LIKE. Without them the tree lists and searches scan instead of using their indexes.
-- Only a superuser may say so; elsewhere the wall holds the same and those lists are slower.
DO $$ BEGIN
  ALTER FUNCTION ltree_risparent(ltree, ltree) LEAKPROOF;
  ALTER FUNCTION ltree_isparent(ltree, ltree) LEAKPROOF;
  ALTER FUNCTION ltree_eq(ltree, ltree) LEAKPROOF;
  ALTER FUNCTION ltree_ne(ltree, ltree) LEAKPROOF;
  ALTER FUNCTION subpath(ltree, integer, integer) LEAKPROOF;
  ALTER FUNCTION nlevel(ltree) LEAKPROOF;
  ALTER FUNCTION pg_catalog.lower(text) LEAKPROOF;
  ALTER FUNCTION pg_catalog.textlike(text, text) LEAKPROOF;
  ALTER FUNCTION pg_catalog.texticlike(text, text) LEAKPROOF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'not a superuser: row-level security holds, without leakproof ltree and LIKE tests';
END $$;--> statement-breakpoint
-- Whether any platform's opt-out request holds an address: a purge must not let it back in, and the
-- caller may not read another platform's requests. Answers yes or no, nothing else.
CREATE OR REPLACE FUNCTION lead_opt_out_requested(md5 text) RETURNS boolean LANGUAGE sql STABLE
  SECURITY DEFINER SET search_path = public, pg_temp
  AS $$ select exists (select 1 from opt_out_requests r where r.email_md5 = md5) $$;--> statement-breakpoint
ALTER FUNCTION count_active_campaigns() SECURITY DEFINER SET search_path = public, pg_temp;--> statement-breakpoint
ALTER FUNCTION delete_visits_of_deleted_campaigns() SECURITY DEFINER SET search_path = public, pg_temp;--> statement-breakpoint
ALTER FUNCTION count_new_visits() SECURITY DEFINER SET search_path = public, pg_temp;--> statement-breakpoint
ALTER FUNCTION count_new_leads() SECURITY DEFINER SET search_path = public, pg_temp;--> statement-breakpoint
ALTER FUNCTION delete_day_counts_of_deleted_campaigns() SECURITY DEFINER SET search_path = public, pg_temp;--> statement-breakpoint
ALTER FUNCTION count_child_companies() SECURITY DEFINER SET search_path = public, pg_temp;--> statement-breakpoint
ALTER FUNCTION mark_owner_cards() SECURITY DEFINER SET search_path = public, pg_temp;--> statement-breakpoint
ALTER FUNCTION agency_words_of_companies() SECURITY DEFINER SET search_path = public, pg_temp;--> statement-breakpoint
ALTER FUNCTION agency_words_of_changed_company() SECURITY DEFINER SET search_path = public, pg_temp;--> statement-breakpoint
ALTER FUNCTION agency_words_of_users() SECURITY DEFINER SET search_path = public, pg_temp;--> statement-breakpoint
ALTER FUNCTION agency_words_of_changed_user() SECURITY DEFINER SET search_path = public, pg_temp;--> statement-breakpoint
ALTER FUNCTION roll_up_seller_leads() SECURITY DEFINER SET search_path = public, pg_temp;--> statement-breakpoint
ALTER TABLE companies ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON companies TO lead_tenant USING (lead_in_scope(path)) WITH CHECK (lead_in_scope(path));--> statement-breakpoint
CREATE POLICY tenant_ancestors ON companies FOR SELECT TO lead_tenant USING (lead_above_scope(path));--> statement-breakpoint
ALTER TABLE company_integrations ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON company_integrations TO lead_tenant USING (exists (select 1 from companies c where c.id = company_integrations.company_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = company_integrations.company_id and lead_in_scope(c.path)));--> statement-breakpoint
CREATE POLICY tenant_ancestors ON company_integrations FOR SELECT TO lead_tenant USING (exists (select 1 from companies c where c.id = company_integrations.company_id and lead_above_scope(c.path)));--> statement-breakpoint
ALTER TABLE agency_mail_senders ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON agency_mail_senders TO lead_tenant USING (exists (select 1 from companies c where c.id = agency_mail_senders.company_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = agency_mail_senders.company_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER TABLE api_credentials ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON api_credentials TO lead_tenant USING (exists (select 1 from companies c where c.id = api_credentials.company_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = api_credentials.company_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER TABLE campaigns ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON campaigns TO lead_tenant USING (exists (select 1 from companies c where c.id = campaigns.company_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = campaigns.company_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER TABLE client_price_presets ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON client_price_presets TO lead_tenant USING (exists (select 1 from companies c where c.id = client_price_presets.company_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = client_price_presets.company_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER TABLE company_groups ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON company_groups TO lead_tenant USING (exists (select 1 from companies c where c.id = company_groups.company_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = company_groups.company_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER TABLE developer_agreements ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON developer_agreements TO lead_tenant USING (exists (select 1 from companies c where c.id = developer_agreements.company_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = developer_agreements.company_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER TABLE enrichment_jobs ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON enrichment_jobs TO lead_tenant USING (exists (select 1 from companies c where c.id = enrichment_jobs.company_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = enrichment_jobs.company_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER TABLE feature_agreements ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON feature_agreements TO lead_tenant USING (exists (select 1 from companies c where c.id = feature_agreements.company_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = feature_agreements.company_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER TABLE held_leads ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON held_leads TO lead_tenant USING (exists (select 1 from companies c where c.id = held_leads.company_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = held_leads.company_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER TABLE lead_charges ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON lead_charges TO lead_tenant USING (exists (select 1 from companies c where c.id = lead_charges.company_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = lead_charges.company_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER TABLE lead_count_requests ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON lead_count_requests TO lead_tenant USING (exists (select 1 from companies c where c.id = lead_count_requests.company_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = lead_count_requests.company_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER TABLE lead_deliveries ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON lead_deliveries TO lead_tenant USING (exists (select 1 from companies c where c.id = lead_deliveries.company_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = lead_deliveries.company_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER TABLE leads ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON leads TO lead_tenant USING (exists (select 1 from companies c where c.id = leads.company_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = leads.company_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER TABLE mail_outbox ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON mail_outbox TO lead_tenant USING (exists (select 1 from companies c where c.id = mail_outbox.company_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = mail_outbox.company_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER TABLE organizations ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON organizations TO lead_tenant USING (exists (select 1 from companies c where c.id = organizations.company_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = organizations.company_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER TABLE payment_cards ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON payment_cards TO lead_tenant USING (exists (select 1 from companies c where c.id = payment_cards.company_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = payment_cards.company_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER TABLE suppression_imports ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON suppression_imports TO lead_tenant USING (exists (select 1 from companies c where c.id = suppression_imports.company_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = suppression_imports.company_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER TABLE uploads ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON uploads TO lead_tenant USING (exists (select 1 from companies c where c.id = uploads.company_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = uploads.company_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER TABLE user_logs ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON user_logs TO lead_tenant USING (exists (select 1 from companies c where c.id = user_logs.company_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = user_logs.company_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER TABLE users ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON users TO lead_tenant USING (exists (select 1 from companies c where c.id = users.company_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = users.company_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER TABLE visits ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON visits TO lead_tenant USING (exists (select 1 from companies c where c.id = visits.company_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = visits.company_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER TABLE wallet_topups ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON wallet_topups TO lead_tenant USING (exists (select 1 from companies c where c.id = wallet_topups.company_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = wallet_topups.company_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER TABLE wallets ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON wallets TO lead_tenant USING (exists (select 1 from companies c where c.id = wallets.company_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = wallets.company_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER TABLE company_settings ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON company_settings TO lead_tenant USING (exists (select 1 from companies c where c.id = company_settings.company_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = company_settings.company_id and lead_in_scope(c.path)));--> statement-breakpoint
CREATE POLICY tenant_ancestors ON company_settings FOR SELECT TO lead_tenant USING (exists (select 1 from companies c where c.id = company_settings.company_id and lead_above_scope(c.path)));--> statement-breakpoint
ALTER TABLE enrichment_prices ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON enrichment_prices TO lead_tenant USING (exists (select 1 from companies c where c.id = enrichment_prices.company_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = enrichment_prices.company_id and lead_in_scope(c.path)));--> statement-breakpoint
CREATE POLICY tenant_ancestors ON enrichment_prices FOR SELECT TO lead_tenant USING (exists (select 1 from companies c where c.id = enrichment_prices.company_id and lead_above_scope(c.path)));--> statement-breakpoint
ALTER TABLE price_presets ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON price_presets TO lead_tenant USING (exists (select 1 from companies c where c.id = price_presets.company_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = price_presets.company_id and lead_in_scope(c.path)));--> statement-breakpoint
CREATE POLICY tenant_ancestors ON price_presets FOR SELECT TO lead_tenant USING (exists (select 1 from companies c where c.id = price_presets.company_id and lead_above_scope(c.path)));--> statement-breakpoint
ALTER TABLE roles ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON roles TO lead_tenant USING (exists (select 1 from companies c where c.id = roles.company_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = roles.company_id and lead_in_scope(c.path)));--> statement-breakpoint
CREATE POLICY tenant_ancestors ON roles FOR SELECT TO lead_tenant USING (exists (select 1 from companies c where c.id = roles.company_id and lead_above_scope(c.path)));--> statement-breakpoint
ALTER TABLE ledger_accounts ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON ledger_accounts TO lead_tenant USING ((exists (select 1 from companies c where c.id = ledger_accounts.company_id and lead_in_scope(c.path))) or (ledger_accounts.company_id is null and exists (select 1 from users p where p.id = ledger_accounts.user_id))) WITH CHECK ((exists (select 1 from companies c where c.id = ledger_accounts.company_id and lead_in_scope(c.path))) or (ledger_accounts.company_id is null and exists (select 1 from users p where p.id = ledger_accounts.user_id)));--> statement-breakpoint
CREATE POLICY tenant_ancestors ON ledger_accounts FOR SELECT TO lead_tenant USING (exists (select 1 from companies c where c.id = ledger_accounts.company_id and lead_above_scope(c.path)));--> statement-breakpoint
CREATE POLICY tenant_opens_above ON ledger_accounts FOR INSERT TO lead_tenant WITH CHECK (exists (select 1 from companies c where c.id = ledger_accounts.company_id and lead_above_scope(c.path)));--> statement-breakpoint
ALTER TABLE agency_search_words ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON agency_search_words TO lead_tenant USING (exists (select 1 from companies c where c.id = agency_search_words.agency_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = agency_search_words.agency_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER TABLE subscriptions ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON subscriptions TO lead_tenant USING (exists (select 1 from companies c where c.id = subscriptions.agency_company_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = subscriptions.agency_company_id and lead_in_scope(c.path)));--> statement-breakpoint
CREATE POLICY tenant_ancestors ON subscriptions FOR SELECT TO lead_tenant USING (exists (select 1 from companies c where c.id = subscriptions.agency_company_id and lead_above_scope(c.path)));--> statement-breakpoint
ALTER TABLE wallet_lead_debits ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON wallet_lead_debits TO lead_tenant USING (exists (select 1 from companies c where c.id = wallet_lead_debits.agency_company_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = wallet_lead_debits.agency_company_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER TABLE commissions ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON commissions TO lead_tenant USING (exists (select 1 from companies c where c.id = commissions.agency_company_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = commissions.agency_company_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER TABLE opt_out_requests ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON opt_out_requests TO lead_tenant USING (exists (select 1 from companies c where c.id = opt_out_requests.root_company_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = opt_out_requests.root_company_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER TABLE platform_beta_features ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON platform_beta_features TO lead_tenant USING (exists (select 1 from companies c where c.id = platform_beta_features.root_company_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = platform_beta_features.root_company_id and lead_in_scope(c.path)));--> statement-breakpoint
CREATE POLICY tenant_ancestors ON platform_beta_features FOR SELECT TO lead_tenant USING (exists (select 1 from companies c where c.id = platform_beta_features.root_company_id and lead_above_scope(c.path)));--> statement-breakpoint
ALTER TABLE seller_lead_deltas ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON seller_lead_deltas TO lead_tenant USING (exists (select 1 from companies c where c.id = seller_lead_deltas.seller_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = seller_lead_deltas.seller_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER TABLE seller_lead_hours ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON seller_lead_hours TO lead_tenant USING (exists (select 1 from companies c where c.id = seller_lead_hours.seller_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = seller_lead_hours.seller_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER TABLE seller_lead_months ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON seller_lead_months TO lead_tenant USING (exists (select 1 from companies c where c.id = seller_lead_months.seller_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = seller_lead_months.seller_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER TABLE seller_lead_totals ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON seller_lead_totals TO lead_tenant USING (exists (select 1 from companies c where c.id = seller_lead_totals.seller_id and lead_in_scope(c.path))) WITH CHECK (exists (select 1 from companies c where c.id = seller_lead_totals.seller_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER TABLE banner_sets ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON banner_sets TO lead_tenant USING ((exists (select 1 from companies c where c.id = banner_sets.company_id and lead_in_scope(c.path))) or (exists (select 1 from companies c where c.id = banner_sets.client_company_id and lead_in_scope(c.path)))) WITH CHECK ((exists (select 1 from companies c where c.id = banner_sets.company_id and lead_in_scope(c.path))) or (exists (select 1 from companies c where c.id = banner_sets.client_company_id and lead_in_scope(c.path))));--> statement-breakpoint
ALTER TABLE invoices ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON invoices TO lead_tenant USING ((exists (select 1 from companies c where c.id = invoices.payer_company_id and lead_in_scope(c.path))) or (exists (select 1 from companies c where c.id = invoices.payee_company_id and lead_in_scope(c.path)))) WITH CHECK ((exists (select 1 from companies c where c.id = invoices.payer_company_id and lead_in_scope(c.path))) or (exists (select 1 from companies c where c.id = invoices.payee_company_id and lead_in_scope(c.path))));--> statement-breakpoint
ALTER TABLE ledger_postings ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON ledger_postings TO lead_tenant USING ((exists (select 1 from ledger_accounts a where a.id = ledger_postings.debit_account_id and (exists (select 1 from companies c where c.id = a.company_id and lead_in_scope(c.path)) or (a.company_id is null and exists (select 1 from users p where p.id = a.user_id))))) or (exists (select 1 from ledger_accounts a where a.id = ledger_postings.credit_account_id and (exists (select 1 from companies c where c.id = a.company_id and lead_in_scope(c.path)) or (a.company_id is null and exists (select 1 from users p where p.id = a.user_id))))) or (exists (select 1 from invoices p where p.id = ledger_postings.invoice_id))) WITH CHECK ((exists (select 1 from ledger_accounts a where a.id = ledger_postings.debit_account_id and (exists (select 1 from companies c where c.id = a.company_id and lead_in_scope(c.path)) or (a.company_id is null and exists (select 1 from users p where p.id = a.user_id))))) or (exists (select 1 from ledger_accounts a where a.id = ledger_postings.credit_account_id and (exists (select 1 from companies c where c.id = a.company_id and lead_in_scope(c.path)) or (a.company_id is null and exists (select 1 from users p where p.id = a.user_id))))) or (exists (select 1 from invoices p where p.id = ledger_postings.invoice_id)));--> statement-breakpoint
CREATE POLICY tenant_opens_above ON ledger_postings FOR INSERT TO lead_tenant WITH CHECK ((exists (select 1 from ledger_accounts p where p.id = ledger_postings.debit_account_id)) or (exists (select 1 from ledger_accounts p where p.id = ledger_postings.credit_account_id)));--> statement-breakpoint
ALTER TABLE suppression_entries ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON suppression_entries TO lead_tenant USING ((exists (select 1 from companies c where c.id = suppression_entries.company_id and lead_in_scope(c.path))) or (suppression_entries.company_id is null and nlevel(lead_scope()) = 1)) WITH CHECK ((exists (select 1 from companies c where c.id = suppression_entries.company_id and lead_in_scope(c.path))) or (suppression_entries.company_id is null and nlevel(lead_scope()) = 1));--> statement-breakpoint
CREATE POLICY tenant_ancestors ON suppression_entries FOR SELECT TO lead_tenant USING ((suppression_entries.company_id is null) or (exists (select 1 from companies c where c.id = suppression_entries.company_id and lead_above_scope(c.path))));--> statement-breakpoint
ALTER TABLE api_tokens ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON api_tokens TO lead_tenant USING (exists (select 1 from api_credentials p where p.id = api_tokens.credential_id)) WITH CHECK (exists (select 1 from api_credentials p where p.id = api_tokens.credential_id));--> statement-breakpoint
ALTER TABLE banner_clicks ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON banner_clicks TO lead_tenant USING (exists (select 1 from banner_sets p where p.id = banner_clicks.banner_set_id)) WITH CHECK (exists (select 1 from banner_sets p where p.id = banner_clicks.banner_set_id));--> statement-breakpoint
ALTER TABLE beta_feature_users ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON beta_feature_users TO lead_tenant USING (exists (select 1 from users p where p.id = beta_feature_users.user_id)) WITH CHECK (exists (select 1 from users p where p.id = beta_feature_users.user_id));--> statement-breakpoint
ALTER TABLE campaign_day_leads ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON campaign_day_leads TO lead_tenant USING (exists (select 1 from campaigns p where p.id = campaign_day_leads.campaign_id)) WITH CHECK (exists (select 1 from campaigns p where p.id = campaign_day_leads.campaign_id));--> statement-breakpoint
ALTER TABLE campaign_day_visits ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON campaign_day_visits TO lead_tenant USING (exists (select 1 from campaigns p where p.id = campaign_day_visits.campaign_id)) WITH CHECK (exists (select 1 from campaigns p where p.id = campaign_day_visits.campaign_id));--> statement-breakpoint
ALTER TABLE campaign_integrations ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON campaign_integrations TO lead_tenant USING (exists (select 1 from campaigns p where p.id = campaign_integrations.campaign_id)) WITH CHECK (exists (select 1 from campaigns p where p.id = campaign_integrations.campaign_id));--> statement-breakpoint
ALTER TABLE campaign_judgments ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON campaign_judgments TO lead_tenant USING (exists (select 1 from campaigns p where p.id = campaign_judgments.campaign_id)) WITH CHECK (exists (select 1 from campaigns p where p.id = campaign_judgments.campaign_id));--> statement-breakpoint
ALTER TABLE feed_runs ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON feed_runs TO lead_tenant USING (exists (select 1 from campaigns p where p.id = feed_runs.campaign_id)) WITH CHECK (exists (select 1 from campaigns p where p.id = feed_runs.campaign_id));--> statement-breakpoint
ALTER TABLE funds_paused_campaigns ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON funds_paused_campaigns TO lead_tenant USING (exists (select 1 from campaigns p where p.id = funds_paused_campaigns.campaign_id)) WITH CHECK (exists (select 1 from campaigns p where p.id = funds_paused_campaigns.campaign_id));--> statement-breakpoint
ALTER TABLE lead_rescores ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON lead_rescores TO lead_tenant USING (exists (select 1 from campaigns p where p.id = lead_rescores.campaign_id)) WITH CHECK (exists (select 1 from campaigns p where p.id = lead_rescores.campaign_id));--> statement-breakpoint
ALTER TABLE pixel_drop_counts ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON pixel_drop_counts TO lead_tenant USING (exists (select 1 from campaigns p where p.id = pixel_drop_counts.campaign_id)) WITH CHECK (exists (select 1 from campaigns p where p.id = pixel_drop_counts.campaign_id));--> statement-breakpoint
ALTER TABLE pixel_sightings ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON pixel_sightings TO lead_tenant USING (exists (select 1 from campaigns p where p.id = pixel_sightings.campaign_id)) WITH CHECK (exists (select 1 from campaigns p where p.id = pixel_sightings.campaign_id));--> statement-breakpoint
ALTER TABLE pixel_silence_notices ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON pixel_silence_notices TO lead_tenant USING (exists (select 1 from campaigns p where p.id = pixel_silence_notices.campaign_id)) WITH CHECK (exists (select 1 from campaigns p where p.id = pixel_silence_notices.campaign_id));--> statement-breakpoint
ALTER TABLE pixel_test_pages ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON pixel_test_pages TO lead_tenant USING (exists (select 1 from campaigns p where p.id = pixel_test_pages.campaign_id)) WITH CHECK (exists (select 1 from campaigns p where p.id = pixel_test_pages.campaign_id));--> statement-breakpoint
ALTER TABLE prepaid_pools ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON prepaid_pools TO lead_tenant USING (exists (select 1 from campaigns p where p.id = prepaid_pools.campaign_id)) WITH CHECK (exists (select 1 from campaigns p where p.id = prepaid_pools.campaign_id));--> statement-breakpoint
ALTER TABLE payment_pauses ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON payment_pauses TO lead_tenant USING (exists (select 1 from campaigns p where p.id = payment_pauses.campaign_id)) WITH CHECK (exists (select 1 from campaigns p where p.id = payment_pauses.campaign_id));--> statement-breakpoint
ALTER TABLE enrichment_result_chunks ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON enrichment_result_chunks TO lead_tenant USING (exists (select 1 from enrichment_jobs p where p.id = enrichment_result_chunks.job_id)) WITH CHECK (exists (select 1 from enrichment_jobs p where p.id = enrichment_result_chunks.job_id));--> statement-breakpoint
ALTER TABLE idempotent_calls ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON idempotent_calls TO lead_tenant USING (exists (select 1 from users p where p.id = idempotent_calls.user_id)) WITH CHECK (exists (select 1 from users p where p.id = idempotent_calls.user_id));--> statement-breakpoint
ALTER TABLE invoice_lines ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON invoice_lines TO lead_tenant USING (exists (select 1 from invoices p where p.id = invoice_lines.invoice_id)) WITH CHECK (exists (select 1 from invoices p where p.id = invoice_lines.invoice_id));--> statement-breakpoint
ALTER TABLE invoice_refunds ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON invoice_refunds TO lead_tenant USING (exists (select 1 from invoices p where p.id = invoice_refunds.invoice_id)) WITH CHECK (exists (select 1 from invoices p where p.id = invoice_refunds.invoice_id));--> statement-breakpoint
ALTER TABLE payment_attempts ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON payment_attempts TO lead_tenant USING (exists (select 1 from invoices p where p.id = payment_attempts.invoice_id)) WITH CHECK (exists (select 1 from invoices p where p.id = payment_attempts.invoice_id));--> statement-breakpoint
ALTER TABLE live_lead_tickets ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON live_lead_tickets TO lead_tenant USING (exists (select 1 from sessions p where p.id = live_lead_tickets.session_id)) WITH CHECK (exists (select 1 from sessions p where p.id = live_lead_tickets.session_id));--> statement-breakpoint
ALTER TABLE login_challenges ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON login_challenges TO lead_tenant USING (exists (select 1 from users p where p.id = login_challenges.user_id)) WITH CHECK (exists (select 1 from users p where p.id = login_challenges.user_id));--> statement-breakpoint
ALTER TABLE password_resets ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON password_resets TO lead_tenant USING (exists (select 1 from users p where p.id = password_resets.user_id)) WITH CHECK (exists (select 1 from users p where p.id = password_resets.user_id));--> statement-breakpoint
ALTER TABLE sessions ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON sessions TO lead_tenant USING (exists (select 1 from users p where p.id = sessions.user_id)) WITH CHECK (exists (select 1 from users p where p.id = sessions.user_id));--> statement-breakpoint
ALTER TABLE sso_tokens ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON sso_tokens TO lead_tenant USING (exists (select 1 from users p where p.id = sso_tokens.user_id)) WITH CHECK (exists (select 1 from users p where p.id = sso_tokens.user_id));--> statement-breakpoint
ALTER TABLE role_modules ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON role_modules TO lead_tenant USING (exists (select 1 from roles p where p.id = role_modules.role_id)) WITH CHECK (exists (select 1 from roles p where p.id = role_modules.role_id));
