// GET /get-custom-fields[/{slug}]: the lead fields of every product, or of the one product the slug
// names as the caller's agency names it (its kind works too). An unknown slug is 404.
import { LEAD_CUSTOM_FIELDS, LEAD_MODULE_KINDS, type LeadModuleKind } from '@lead/shared';
import type { Actor } from '../../platform/access/actor.ts';
import type { Queryable } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { lineageIds, moduleNamesFor } from '../white-label/company-settings.ts';

async function moduleOfSlug(db: Queryable, actor: Actor, slug: string): Promise<LeadModuleKind> {
  const names = await moduleNamesFor(db, lineageIds(actor.companyPath));
  const kind = LEAD_MODULE_KINDS.find((candidate) => candidate === slug || names[candidate].url === slug);
  if (!kind) throw notFound();
  return kind;
}

export async function listCustomFields(db: Queryable, actor: Actor, slug: string | undefined) {
  const module = slug ? await moduleOfSlug(db, actor, slug) : null;
  const fields = module
    ? LEAD_CUSTOM_FIELDS.filter((field) => field.modules.includes(module))
    : LEAD_CUSTOM_FIELDS;
  return { module, fields: fields.map((field) => ({ ...field, modules: [...field.modules] })) };
}
