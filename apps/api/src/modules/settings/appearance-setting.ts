// A company's appearance with its default payment term (part 1 §3 "Appearance settings"): read as
// inherited down the tree, saved whole (our form) or a few settings at a time (the spec's form).
import {
  type Appearance,
  type AppearanceSettingView,
  appearanceSetting,
  DEFAULT_PAYMENT_TERM,
  messages,
  PAYMENT_TERMS,
  type PaymentTerm,
} from '@lead/shared';
import type { z } from 'zod';
import { companySettings } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import type { ProvenCompany } from '../../platform/access/companies.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { parseOrThrow } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { appearanceFor, lineageIds } from '../white-label/company-settings.ts';

const isTerm = (value: unknown): value is PaymentTerm =>
  (PAYMENT_TERMS as readonly unknown[]).includes(value);

/** The look the company uses (its own or inherited), with the default term saved with it, if any. */
async function savedAppearance(db: Queryable, lineage: number[]) {
  const { paymenttermDefault, ...look }: Appearance & { paymenttermDefault?: unknown } = await appearanceFor(
    db,
    lineage,
  );
  return isTerm(paymenttermDefault) ? { ...look, paymenttermDefault } : look;
}

/** The look the company uses and its default term: Weekly unless one was saved (part 2 §9). */
export async function appearanceSettingOf(db: Queryable, lineage: number[]): Promise<AppearanceSettingView> {
  const look = await savedAppearance(db, lineage);
  return { paymenttermDefault: DEFAULT_PAYMENT_TERM, ...look };
}

/** The term an agency's cost modal opens at (dpay) and its clients' new campaigns take by default. */
export async function defaultPaymentTermOf(db: Queryable, companyPath: string): Promise<PaymentTerm> {
  return (await appearanceSettingOf(db, lineageIds(companyPath))).paymenttermDefault;
}

type AppearanceChange = Partial<z.input<typeof appearanceSetting>>;

/**
 * Stores the sent settings over what the company uses now: a setting left out keeps its value (the
 * default term too, which older forms do not send). The whole result is checked, contrast included.
 */
export async function saveAppearance(
  ctx: AppContext,
  actor: Actor,
  company: ProvenCompany,
  sent: AppearanceChange,
  ip: string | null,
) {
  const current = await savedAppearance(ctx.db, lineageIds(company.path));
  const given = Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined));
  const value = parseOrThrow(appearanceSetting, { ...current, ...given });
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(companySettings)
      .values({ companyId: company.id, name: 'appearance', value })
      .onConflictDoUpdate({
        target: [companySettings.companyId, companySettings.name],
        set: { value, updatedAt: new Date() },
      });
    await logActorAction(tx, actor, ip, 'setting', `Saved appearance settings of ${company.companyName}`);
  });
  return { message: messages.settingSaved };
}
