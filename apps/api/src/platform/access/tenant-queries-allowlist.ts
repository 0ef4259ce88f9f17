// The files outside platform/access/ with a tenant-table query that holds no proof and applies no scope
// condition (see tenant-queries.test.ts for the rule), each with the one-line reason it may. Reviewed:
// they run without an actor, or for the actor's own session, or are query shapes whose callers add the
// scope. A new unproven query elsewhere fails the test; an entry whose file no longer needs it fails
// too, so the list only shrinks.
export const TENANT_QUERY_ALLOWLIST: Record<string, string> = {
  // Sign-in and tokens: before there is an actor, keyed by an e-mail or a token hash.
  'modules/auth/accounts.ts': 'finds the account of a sign-in or reset e-mail',
  'modules/auth/login-throttle.ts': 'counts failed sign-ins of an e-mail',
  'modules/auth/password-reset.ts': 'reset tokens are looked up by their hash',
  'modules/auth/registration.ts': "self sign-up creates a new agency under the host's platform",
  'modules/auth/sessions.ts': 'opens and revokes sessions of a user authenticated by credentials',
  'modules/auth/sign-in.ts': 'two-factor challenges are looked up by their hash',
  'modules/auth/sso.ts': 'redeems a single sign-on token by its hash',
  'modules/auth/totp-claim.ts': 'claims a one-time code of a user being signed in',
  'modules/developer-api/oauth-token.ts': 'finds the credential of a token request by its client id',
  'modules/developer-api/api-token.ts': 'reads a bearer token by its hash',
  'modules/companies/invitation.ts': 'stores the set-password link of an account just created or proven',
  'modules/companies/create-company.ts':
    'inserts a company under the host (sign-up), the seed or a proven home',
  'modules/companies/downline-fields.ts': 'uniqueness of e-mails and host names across the platform',

  // Public host and brand lookups: keyed by a host name, a recipient or an unguessable id.
  'modules/white-label/brand-site.ts': 'the host of a brand, for links in e-mails',
  'modules/white-label/domain-info.ts': 'public brand facts of the company behind a host name',
  'modules/white-label/host-company.ts': 'resolves the company behind a host name',
  'modules/users/upload-routes.ts': 'serves public images by their unguessable id (logos on sign-in pages)',
  'modules/banners/banner-click.ts':
    "a banner's public click link, by its unguessable slug, counted only on its own agency's host",

  // The actor's own session and lineage: keyed by its session, never by an id from the request.
  'platform/mail.ts': 'writes the outbox row of an e-mail the caller has already decided to send',
  'platform/user-log.ts': "appends a log line on the actor's own company",
  'modules/users/view-as.ts': "ends the actor's own view-as session",
  'modules/features/platform-beta-flags.ts': "the beta flags of the actor's own platform root",
  'modules/white-label/company-settings.ts': "the settings inherited along a company's lineage",
  'modules/settings/cost-agency.ts': 'stored settings of a proven agency and of the root above it',
  'modules/data-enrichment/prices.ts':
    'enrichment prices of a proven company and of the agency and root above it',
  'modules/campaigns/campaign-pricing.ts': "the agency's and root's prices above a proven client",
  'modules/billing/account-holder.ts':
    "writes a holder's payout account state; the holder comes from its caller or the provider's id",

  // Query shapes and filter fragments: their callers add the scope condition.
  'modules/companies/tenant-list.ts': 'filter fragments of the tenant list, under managedBy / withinScope',
  'modules/companies/tenant-rows.ts': 'the tenant row query shape, under a proof or managedBy',
  'modules/reports/lead-rows.ts': 'the lead row query shape, under selectedLeads (visibleCampaigns)',
  'modules/lead-journey/journey-sql.ts':
    "the journey query shape: a lead row's own page views, under a lead row query or a proven lead",
  'modules/user-logs/log-rows.ts': 'the log row query shape, under the log filter (inSubtreeOf)',
  'modules/report-analytics/under-performing.ts':
    'the rejection reasons of campaigns a withinScope query chose',
  'modules/data-enrichment/suppressed-contacts.ts':
    "the opt-outs and exclusion list of a job's owner, which its route proved or its job claimed",
  'modules/audience/queue-count.ts': 'marks a count it has just queued for a proven client as failed',
  'modules/integrations/delivery-log.ts':
    "a log row's live status from its own queue row, under deliveriesBelow or a proven delivery",
  'modules/integrations/delivery-queue-sql.ts':
    'queues the deliveries its caller just made or proved (the delivery hook, alerts, Resend)',

  // The lead pipeline and the jobs' helpers: the pixel and scheduled work, no actor.
  'modules/ingest/campaign-keys.ts': 'maps public pixel keys to campaigns',
  'modules/ingest/ingest-event.ts': 'stores a pixel visit',
  'modules/ingest/write-drop-counts.ts': 'flushes dropped-event counts from memory',
  'modules/ingest/pixel-sightings.ts': "flushes where each campaign's pixel was seen from memory",
  'modules/lead-engine/batch-facts.ts': 'facts of a visit batch for the resolve job',
  'modules/lead-engine/flood-facts.ts': 'flood counts of a batch for the resolve job',
  'modules/lead-engine/flood-rules.ts': 'flood rules of the campaigns of a batch',
  'modules/lead-engine/rehearsal.ts': "the start's rehearsal of the pipeline, rolled back",
  'modules/lead-engine/resolve-visits.ts': 'the resolve job writes the outcome of its visits',
  'modules/lead-engine/write-leads.ts': 'the resolve job stores leads and charges',
  'modules/wallet/wallet-lead-debits.ts':
    "the funding jobs' debits of the leads the resolve job just made, and of the held ones they pay",
  'modules/lead-score/score-leads.ts':
    'scores the leads the resolve job, the re-score job and the refresh job chose, by their own campaigns',
  'modules/integrations/alert-deliveries.ts':
    "the alerts earned by leads the resolve job just scored again, by their own campaigns' settings",
  'modules/integrations/delivery-leads.ts':
    'the leads of the deliveries the delivery engine claimed, each by its own key and month',
  'modules/integrations/lead-page-links.ts':
    "the brand site of a lead's own client, for the link in an alert the delivery engine sends",
  'modules/campaigns/end-date.ts': 'end-date-job.ts ends campaigns every minute over all platforms',
  'modules/report-analytics/campaign-judgments.ts':
    "judges every platform's running campaigns from a job; under-performing.ts reads them withinScope",
  'modules/report-analytics/seller-leads-before.ts':
    "every seller's lead sums; agencies-report.ts keeps only the sellers withinScope",
  'modules/audience/count-mail.ts': 'the requester of a count, for the count job',
  'modules/audience/stalled-counts.ts': 'resends stalled counts of every platform from a job',
  'modules/suppression/suppression-sweep.ts': 'the import job sweeps stale uploads',
  'modules/suppression/opt-out-list.ts': 'the global opt-out list of a platform, for staff and the job',
  'modules/suppression/record-opt-out.ts': 'records an opt-out from the public form or a system user',
  'modules/health/queue-metrics.ts':
    'counts the queued visits and waiting deliveries of every platform for /metrics (no row leaves)',

  // Money (issue 15): the billing machinery runs for every payer of a platform without an actor;
  // handlers call it only with an invoice or company they have proved.
  'modules/ledger/accounts.ts': 'opens the ledger account of a company its caller chose',
  'modules/ledger/balances.ts': 'sums the postings of accounts its caller names',
  'modules/invoices/issue-invoice.ts': 'a billing run issues the invoices of every payer it bills',
  'modules/invoices/charge-invoice.ts': 'charges an invoice a billing job or a proven handler chose',
  'modules/invoices/refund-invoice.ts': 'refunds an invoice its handler proved (invoiceOfPlatform)',
  'modules/invoices/payer-state.ts':
    'the payer of an invoice just charged: its status, its campaigns paused or resumed',
  'modules/invoices/commissions.ts': "records the commissions of an invoice just paid, and the root's rates",
};
