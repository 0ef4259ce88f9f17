// What the provider lane's calls start from (ClickFunnels tag creation, Google Sheets' connection):
// the company proven in the caller's scope (a foreign or unknown id answers 404), its integration of
// one provider, and — through the core's helpers — the opened credentials and the endpoint. The
// provider's refusals and silences become the answers the screens show.
import { and, eq, isNull } from 'drizzle-orm';
import { companyIntegrations } from '../../../db/schema/index.ts';
import type { Actor } from '../../../platform/access/actor.ts';
import type { ProvenCompany } from '../../../platform/access/companies.ts';
import type { Integration } from '../../../platform/access/integrations.ts';
import type { AppContext } from '../../../platform/app-context.ts';
import type { Queryable } from '../../../platform/db.ts';
import { AppError } from '../../../platform/errors.ts';
import { InvalidCredentialsError, ProviderError, type ProviderSlug } from '../connector.ts';
import { registeredConnector } from '../connectors.ts';
import { openCredentials } from '../credentials.ts';
import { endpointFor } from '../endpoint.ts';
import { connectedIntegration } from '../read-integrations.ts';

/** The company-wide integration of a provider, whatever its status (webhooks of a campaign excluded). */
export async function providerIntegrationOf(
  db: Queryable,
  company: ProvenCompany,
  slug: ProviderSlug,
): Promise<Integration | null> {
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

/** The company's connected integration of `slug`, ready to call; 409 "Connect this integration first." otherwise. */
export async function connectedProvider(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  slug: ProviderSlug,
) {
  const found = await connectedIntegration(ctx.db, actor, companyId, slug);
  const registered = registeredConnector(slug);
  const credentials = found ? openCredentials(ctx.config, found.integration.credentialsEncrypted) : null;
  const endpoint = found && credentials ? endpointFor(ctx, found.integration, credentials) : null;
  if (!found || !registered || !credentials || !endpoint) throw new AppError(409, 'integrationNotConnected');
  return { ...found, registered, credentials, endpoint };
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
