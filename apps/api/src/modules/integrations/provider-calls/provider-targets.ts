// The lists, tags and groups of a company's connected provider (part 2 §7: /sendgridlist,
// /kartra/list, /GetKartraListAndTag, /gohighlevel/tags, /mailboxpower/groups, /click-funnels/tags):
// read from the provider each time, so the campaign screens offer what exists there now.
import type { Actor } from '../../../platform/access/actor.ts';
import type { AppContext } from '../../../platform/app-context.ts';
import type { ProviderSlug, Target } from '../connector.ts';
import { kartraLists, kartraTags } from '../providers/kartra/index.ts';
import { askProvider, connectedProvider } from './connected-provider.ts';

export async function providerTargets(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  slug: ProviderSlug,
): Promise<{ targets: Target[] }> {
  const { registered, endpoint, credentials } = await connectedProvider(ctx, actor, companyId, slug);
  return { targets: await askProvider(() => registered.connector.targets(endpoint, credentials)) };
}

const named =
  (kind: 'list' | 'tag') =>
  (name: string): Target => ({ id: name, name, kind });

/** /kartra/list: the account's lists only (one Kartra call). */
export async function kartraListTargets(ctx: AppContext, actor: Actor, companyId: number) {
  const { endpoint, credentials } = await connectedProvider(ctx, actor, companyId, 'kartra');
  return { targets: (await askProvider(() => kartraLists(endpoint, credentials))).map(named('list')) };
}

/** /GetKartraListAndTag: lists and tags apart, as the campaign screen shows them. */
export async function kartraListsAndTags(ctx: AppContext, actor: Actor, companyId: number) {
  const { endpoint, credentials } = await connectedProvider(ctx, actor, companyId, 'kartra');
  const lists = await askProvider(() => kartraLists(endpoint, credentials));
  const tags = await askProvider(() => kartraTags(endpoint, credentials));
  return { lists: lists.map(named('list')), tags: tags.map(named('tag')) };
}
