-- parent_id and kind are correlated (an agency's children are clients, the root's are agencies):
-- without this the planner multiplies their selectivities and misjudges the agency list by 50×.
CREATE STATISTICS IF NOT EXISTS companies_parent_kind (dependencies, mcv) ON parent_id, kind FROM companies;--> statement-breakpoint
ANALYZE companies;
