// PUT /integrations/{id}/field-map (issue 25 item 5): a CRM integration's field mapping, saved in its
// settings as one "field.<ours>" entry per lead field. Contacts are matched by e-mail, so the e-mail
// property cannot be moved; an empty name stops a field from being written.
import {
  CRM_DEFAULT_FIELDS,
  type CrmSlug,
  crmFieldKey,
  crmFieldMapOf,
  type crmFieldMapRequest,
  INTEGRATION_PROVIDERS,
  INTEGRATION_MESSAGES as M,
} from '@lead/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { companyIntegrations } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { integrationInScope } from '../../platform/access/integrations.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';

export async function saveCrmFieldMap(
  ctx: AppContext,
  actor: Actor,
  integrationId: number,
  body: z.output<typeof crmFieldMapRequest>,
  ip: string,
) {
  return ctx.db.transaction(async (tx) => {
    const { integration, company } = await integrationInScope(tx, actor, integrationId, { lock: true });
    const provider = INTEGRATION_PROVIDERS[integration.slug];
    if (!provider.crm) throw new AppError(409, 'integrationHasNoFieldMap');
    const slug = integration.slug as CrmSlug;
    const email = body.fields.email?.trim();
    if (email !== undefined && email !== CRM_DEFAULT_FIELDS[slug].email)
      throw invalid({ 'fields.email': M.crmEmailFixed });
    const settings = { ...(integration.settings ?? {}) };
    for (const [field, name] of Object.entries(body.fields))
      if (field !== 'email')
        settings[crmFieldKey(field as keyof typeof CRM_DEFAULT_FIELDS.hubspot)] = name.trim();
    await tx
      .update(companyIntegrations)
      .set({ settings, updatedAt: new Date() })
      .where(eq(companyIntegrations.id, integration.id));
    await logActorAction(
      tx,
      actor,
      ip,
      'integration',
      `${provider.name} field mapping saved (${company.companyName})`,
    );
    return { message: M.saved, fields: crmFieldMapOf(slug, settings) };
  });
}
