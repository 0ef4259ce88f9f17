// Which tables row-level security leaves alone, and why (issue 28 item 4). Every other table of the
// public schema is a tenant table: its rows belong to a company, directly or through the row they
// hang from, and migration tenant_row_security gave it policies for the role lead_tenant (see
// platform/access/tenant-db.ts). A test fails on a table that is in neither group.

/** Tables whose rows belong to no tenant. */
export const NOT_TENANT_TABLES: Record<string, string> = {
  beta_features: 'the list of beta features, the same for every platform',
  campaign_judgment_runs: 'one row: when the under-performance judgment last ran',
  hourly_limit_hits: 'per-address and per-key request counts of the public forms, keyed by a hash',
  journey_retention_marks: 'one row: the instant before which journeys were forgotten',
  login_failures: 'failed sign-ins by e-mail and address, read before there is a caller',
  pixel_drop_counts_without_campaign: 'page views refused before any campaign was known',
  sandbox_card_outcomes: "the built-in payment provider's own state (the sandbox stands in for Stripe)",
  sandbox_charges: "the built-in payment provider's own state (the sandbox stands in for Stripe)",
  sandbox_refunds: "the built-in payment provider's own state (the sandbox stands in for Stripe)",
};

/**
 * Tenant tables a caller may also read (never change) the rows of the companies above it: the
 * agency's look, prices and settings its clients work under, the platform's beta features, and the
 * ledger accounts a payment credits.
 */
export const READABLE_FROM_BELOW = [
  'companies',
  'company_integrations',
  'company_settings',
  'enrichment_prices',
  'ledger_accounts',
  'platform_beta_features',
  'price_presets',
  'roles',
  'subscriptions',
  'suppression_entries',
] as const;
