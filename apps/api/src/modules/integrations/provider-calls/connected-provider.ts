// What every provider call of part 2 §7 starts from: the company, proven in the caller's scope (a
// foreign or unknown id answers 404), its integration of one provider, the credentials opened, and
// an endpoint on the provider's configured base URL. The provider's refusals and silences become
// the answers the screens show (422 for credentials or input it refused, 503 when it did not answer).
import { and, eq, isNull } from 'drizzle-orm';
import { companyIntegrations } from '../../../db/schema/index.ts';
import type { Actor } from '../../../platform/access/actor.ts';
import { companyInTenantScope, type ProvenCompany } from '../../../platform/access/companies.ts';
import type { AppContext } from '../../../platform/app-context.ts';
import type { Config } from '../../../platform/config.ts';
import type { Queryable } from '../../../platform/db.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { openSecret } from '../../../platform/secret-box.ts';
import {
  type Credentials,
  InvalidCredentialsError,
  type ProviderEndpoint,
  ProviderError,
  type ProviderSlug,
} from '../connector.ts';
import { type RegisteredConnector, registeredConnector } from '../connectors.ts';

export type CompanyIntegration = typeof companyIntegrations.$inferSelect;

/** An agency or client company in the caller's scope (the platform root has no integrations). */
export async function integrationCompanyOf(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
): Promise<ProvenCompany> {
  const company = await companyInTenantScope(ctx.db, actor.scope, companyId);
  if (company.kind === 'root') throw notFound();
  return company;
}

/** The company-wide integration of a provider (webhooks of a campaign are not provider integrations). */
export async function providerIntegrationOf(
  db: Queryable,
  company: ProvenCompany,
  slug: ProviderSlug,
): Promise<CompanyIntegration | null> {
  const [row] = await db
    .select()
    .from(companyIntegrations)
    .where(
      and(
        eq(companyIntegrations.companyId, company.id),
        eq(companyIntegrations.slug, slug),
        isNull(companyIntegrations.campaignId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The sealed credentials as field → value, or null (none saved, or sealed under another key). */
export function openCredentials(config: Config, sealed: string | null): Credentials | null {
  if (!sealed) return null;
  const plain = openSecret(config, sealed);
  if (plain === null) return null;
  try {
    const parsed = JSON.parse(plain) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return null;
  }
}

export function providerEndpoint(
  config: Config,
  registered: RegisteredConnector,
  credentials: Credentials,
): ProviderEndpoint | null {
  const baseUrl = registered.baseUrl(config, credentials);
  return baseUrl ? { baseUrl, fetch, timeoutMs: config.INTEGRATION_TIMEOUT_MS } : null;
}

export type ConnectedProvider = {
  company: ProvenCompany;
  integration: CompanyIntegration;
  registered: RegisteredConnector;
  credentials: Credentials;
  endpoint: ProviderEndpoint;
};

/** The company's connected integration of `slug`, ready to call; 409 "Connect this integration first." otherwise. */
export async function connectedProvider(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  slug: ProviderSlug,
): Promise<ConnectedProvider> {
  const company = await integrationCompanyOf(ctx, actor, companyId);
  const integration = await providerIntegrationOf(ctx.db, company, slug);
  const registered = registeredConnector(slug);
  const credentials =
    integration?.status === 'disconnected'
      ? null
      : openCredentials(ctx.config, integration?.credentialsEncrypted ?? null);
  const endpoint = registered && credentials ? providerEndpoint(ctx.config, registered, credentials) : null;
  if (!integration || !registered || !credentials || !endpoint)
    throw new AppError(409, 'integrationNotConnected');
  return { company, integration, registered, credentials, endpoint };
}

/** The provider's errors as answers: its own words go in `errors.provider` for the screens to show. */
export function asAnswerError(error: unknown): unknown {
  if (error instanceof InvalidCredentialsError)
    return new AppError(422, 'integrationCredentialsRefused', { provider: error.message });
  if (error instanceof ProviderError)
    return error.permanent
      ? new AppError(422, 'invalidInput', { provider: error.message })
      : new AppError(503, 'integrationProviderUnavailable', { provider: error.message });
  return error;
}

export async function askProvider<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw asAnswerError(error);
  }
}
