import type { Actor } from '../../../platform/access/actor.ts';
import type { AppContext } from '../../../platform/app-context.ts';
import { AppError } from '../../../platform/errors.ts';
import { InvalidCredentialsError, ProviderError, type ProviderSlug } from '../connector.ts';
import { registeredConnector } from '../connectors.ts';
import { openCredentials } from '../credentials.ts';
import { endpointFor } from '../endpoint.ts';
import { connectedIntegration } from '../read-integrations.ts';

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
