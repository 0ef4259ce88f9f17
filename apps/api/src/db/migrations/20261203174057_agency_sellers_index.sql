-- The agency ranking's sellers from the index alone (Report Analytics): the platform's live agencies
-- with what the ranking shows of them.
CREATE INDEX "companies_agency_sellers_idx" ON "companies" USING btree ("root_id") INCLUDE ("id", "company_name", "clients", "active_campaigns", "path") WHERE "companies"."kind" = 'agency' and "companies"."removed_at" is null;
