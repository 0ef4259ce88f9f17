// POST /v1/sso-tokens (issue 26 part 2 item 3): a one-time sign-in link an agency embeds in its own
// product, issued by the web's single sign-on (auth/sso.ts: same lifetime, single use, same view-as
// rule: only users of companies below the token's, never platform staff), on the user's own host.
import type { publicSsoToken, publicSsoTokenRequest } from '@lead/shared';
import type { z } from 'zod';
import type { Actor } from '../../platform/access/actor.ts';
import { userManagedBy, userManagedByEmail } from '../../platform/access/users.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { notFound } from '../../platform/errors.ts';
import { issueSsoToken } from '../auth/sso.ts';
import { brandSiteOf } from '../white-label/brand-site.ts';
import { renamedProblems } from './problem-fields.ts';

export async function issuePublicSsoToken(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof publicSsoTokenRequest>,
  ip: string | null,
): Promise<z.output<typeof publicSsoToken>> {
  const found =
    input.user_id !== undefined
      ? await userManagedBy(ctx.db, actor, input.user_id)
      : await userManagedByEmail(ctx.db, actor, input.email ?? '');
  // Platform staff sit above every agency; this keeps them out whoever holds the token.
  if (found.user.isSystemUser || found.company.kind === 'root') throw notFound();
  // A refusal names the field the caller sent.
  const names: Record<string, string> = input.user_id === undefined ? { user_id: 'email' } : {};
  const { token, expiresAt, target } = await renamedProblems(names, () =>
    issueSsoToken(ctx, actor, found.user.id, ip),
  );
  const site = await brandSiteOf(ctx, target.user, target.company);
  return {
    token,
    url: `${site.origin}/sso?token=${encodeURIComponent(token)}`,
    expires_at: expiresAt.toISOString(),
  };
}
