// Files outside platform/access/ that still query tenant tables (see tenant-queries.test.ts), each
// with the one-line reason it may. Reviewed: every entry either runs before there is an actor, or
// filters by a scope condition of this folder, or reads/writes rows of a row proven just before. A
// new file that queries a tenant table fails the test until its queries move here or it is added
// with a reason. An entry whose file stops querying fails the test too, so the list only shrinks.
export const TENANT_QUERY_ALLOWLIST: Record<string, string> = {
  // Before there is an actor: sign-in, tokens, hosts and the actor itself.
  'platform/mail.ts': 'writes the outbox row of an e-mail the caller has already decided to send',
  'platform/user-log.ts': "appends a log line on the actor's own company",
  'modules/auth/accounts.ts': 'finds the account of a sign-in or reset e-mail, before there is an actor',
  'modules/auth/login-throttle.ts': 'counts failed sign-ins of an e-mail, before there is an actor',
  'modules/auth/password-reset.ts': 'reset tokens are looked up by their hash, before there is an actor',
  'modules/auth/registration.ts': "self sign-up creates a new agency under the host's platform; no actor",
  'modules/auth/sessions.ts': 'opens and revokes sessions of a user already authenticated by credentials',
  'modules/auth/sign-in.ts': 'two-factor challenges are looked up by their hash, before there is an actor',
  'modules/auth/sso.ts': 'stores the token for a userManagedBy proof; redeems it by its hash',
  'modules/auth/totp-claim.ts': 'claims a one-time code of a user being signed in, before there is an actor',
  'modules/users/upload-routes.ts': 'serves public images by their unguessable id (logos on sign-in pages)',
  'modules/white-label/brand-site.ts':
    'the host of a brand, for links in e-mails; keyed by host or recipient',
  'modules/white-label/domain-info.ts': 'public brand facts of the company behind a host name',
  'modules/white-label/host-company.ts': 'resolves the company behind a host name; public, no actor',
  'modules/white-label/company-settings.ts': "reads the branding of the actor's own lineage (lineageIds)",

  // The actor's own rows: keyed by actor.userId / actor.companyId after ownUser / ownCompany.
  'modules/users/session-user.ts': "reads the actor's own brand owner and root after ownUser",
  'modules/users/view-as.ts': 'opens a session for a userInTenantScope / userManagedBy proof',
  'modules/billing/account-holder.ts': 'writes the payout account of an ownUser / ownCompany proof',

  // Rows of a company proven just before (companyManagedBy, companyOwnOrManaged, managedAccount).
  'modules/companies/create-company.ts': 'inserts a company under a proven parent (and the seed)',
  'modules/companies/downline-fields.ts': 'uniqueness checks of e-mail and host names across the platform',
  'modules/companies/invitation.ts': 'stores the set-password link of an account just created or proven',
  'modules/companies/tenant-list.ts': 'lists filtered by withinScope / managedBy from this folder',
  'modules/companies/tenant-rows.ts': 'the row query shape; tenantRowOfUser takes an InScope<user> proof',
  'modules/settings/cost-agency.ts': 'costs of a companyInTenantScope / companyManagedBy proof',

  // Campaigns: reads and writes of a visibleCampaign proof, lists filtered by visibleCampaigns.
  'modules/campaigns/campaign-pricing.ts': "the agency's costs for a proven client company",
  'modules/campaigns/end-date.ts': 'called by end-date-job.ts every minute over all platforms; no actor',
  'modules/audience/count-mail.ts': 'the requester of a count, for the count job; no actor',
  'modules/audience/queue-count.ts': 'inserts or updates a count of a campaignClient / visibleCount proof',
  'modules/audience/stalled-counts.ts': 'resends stalled counts of every platform from a job; no actor',

  // The lead pipeline: the pixel and the jobs, keyed by campaign key or batch; no actor.
  'modules/ingest/campaign-keys.ts': 'maps public pixel keys to campaigns for ingestion; no actor',
  'modules/ingest/ingest-event.ts': 'stores a pixel visit; no actor',
  'modules/ingest/write-drop-counts.ts': 'flushes dropped-event counts from memory; no actor',
  'modules/lead-engine/batch-facts.ts': 'facts of a visit batch for the resolve job; no actor',
  'modules/lead-engine/flood-facts.ts': 'flood counts of a batch for the resolve job; no actor',
  'modules/lead-engine/flood-rules.ts': 'flood rules of the campaigns of a batch; no actor',
  'modules/lead-engine/resolve-visits.ts': 'the resolve job writes the outcome of its visits; no actor',
  'modules/lead-engine/write-leads.ts': 'the resolve job stores leads and charges; no actor',
  'modules/suppression/suppression-sweep.ts': 'the import job sweeps stale uploads; no actor',

  // Exclusion lists: rows of an exclusionListOf proof (its own company, or a visibleCampaign).
  'modules/suppression/opt-out-list.ts': 'the global opt-out list of a platform, for staff and the job',
  'modules/suppression/record-opt-out.ts':
    'records an opt-out from the public form (no actor) or a system user',

  // Reports: every query is filtered by visibleCampaigns / withinScope and a proven company.
  'modules/reports/lead-rows.ts': 'filtered by selectedLeads / visibleCampaigns',
  'modules/report-analytics/under-performing.ts': 'platform staff report filtered by withinScope',
  'modules/user-logs/log-rows.ts': 'log rows filtered by log-filter conditions (inSubtreeOf)',
};
