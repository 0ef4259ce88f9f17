// The platform's lead flood rules (issue 12 item 4): the env defaults in config.ts until platform
// staff save their own, kept as the root company's 'lead-flood-rules' setting (one per platform).
import { type LeadFloodRules, leadFloodRules } from '@lead/shared';
import { and, eq, sql } from 'drizzle-orm';
import { campaigns, companies, companySettings } from '../../db/schema/index.ts';
import type { Config } from '../../platform/config.ts';
import type { Queryable } from '../../platform/db.ts';
import { read } from '../../platform/read-together.ts';

export const FLOOD_RULES_SETTING = 'lead-flood-rules';

export const floodRuleDefaults = (config: Config): LeadFloodRules => ({
  leadsPerIpPerDay: config.LEADS_PER_IP_PER_DAY,
  velocityMultiplier: config.LEAD_VELOCITY_MULTIPLIER,
  velocityFloorPerHour: config.LEAD_VELOCITY_FLOOR_PER_HOUR,
});

/** A stored value that no longer parses (an older shape) falls back to the defaults, field by field. */
const withDefaults = (stored: unknown, defaults: LeadFloodRules): LeadFloodRules => {
  const parsed = leadFloodRules.partial().safeParse(stored);
  return { ...defaults, ...(parsed.success ? parsed.data : {}) };
};

export async function floodRulesOfPlatform(
  db: Queryable,
  rootCompanyId: number,
  defaults: LeadFloodRules,
): Promise<LeadFloodRules> {
  const [row] = await db
    .select({ value: companySettings.value })
    .from(companySettings)
    .where(and(eq(companySettings.companyId, rootCompanyId), eq(companySettings.name, FLOOD_RULES_SETTING)));
  return withDefaults(row?.value, defaults);
}

export async function saveFloodRules(db: Queryable, rootCompanyId: number, rules: LeadFloodRules) {
  await db
    .insert(companySettings)
    .values({ companyId: rootCompanyId, name: FLOOD_RULES_SETTING, value: rules })
    .onConflictDoUpdate({
      target: [companySettings.companyId, companySettings.name],
      set: { value: rules, updatedAt: new Date() },
    });
}

/** The rules of each campaign's platform. */
export function floodRulesRead(campaignIds: number[], defaults: LeadFloodRules) {
  // Paths are made of company ids: the first label is the platform root.
  const query =
    campaignIds.length === 0
      ? null
      : sql`select k.id as campaign_id, s.value
          from ${campaigns} k
          join ${companies} c on c.id = k.company_id
          left join ${companySettings} s
            on s.company_id = subpath(c.path, 0, 1)::text::int and s.name = ${FLOOD_RULES_SETTING}
          where k.id = any(${sql.param(campaignIds)}::int[])`;
  return read(
    query,
    (rows: { campaign_id: number; value: unknown }[]) =>
      new Map(rows.map((row) => [row.campaign_id, withDefaults(row.value, defaults)])),
  );
}
