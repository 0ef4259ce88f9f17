// POST /click-funnels/tags: a new tag in the company's ClickFunnels workspace, ready for a campaign
// to choose. ClickFunnels keeps tag names unique per workspace; its refusal names the field.
import type { Actor } from '../../../platform/access/actor.ts';
import type { AppContext } from '../../../platform/app-context.ts';
import { AppError } from '../../../platform/errors.ts';
import { logActorAction } from '../../../platform/user-log.ts';
import { ProviderError } from '../connector.ts';
import { createClickFunnelsTag } from '../providers/clickfunnels/index.ts';
import { askProvider, connectedProvider } from './connected-provider.ts';

export async function createClickFunnelsTagFor(
  ctx: AppContext,
  actor: Actor,
  input: { company_id: number; name: string },
  ip: string | null,
) {
  const { endpoint, credentials, company } = await connectedProvider(
    ctx,
    actor,
    input.company_id,
    'clickfunnels',
  );
  const target = await askProvider(async () => {
    try {
      return await createClickFunnelsTag(endpoint, credentials, input.name);
    } catch (error) {
      if (error instanceof ProviderError && error.status === 422)
        throw new AppError(422, 'invalidInput', { name: error.message });
      throw error;
    }
  });
  await logActorAction(
    ctx.db,
    actor,
    ip,
    'integration',
    `Created the ClickFunnels tag "${target.name}" for company #${company.id}`,
  );
  return { target };
}
