// The Set Cost for Agency setting (part 2 §3 "Agency cost setting", §7 getGeneralSetting /
// updateGeneralSetting with settingname costagency): module × term × three string amounts.
import { z } from 'zod';
import { LEAD_MODULE_KINDS, PAYMENT_TERMS } from '../constants.ts';
import { COST_AMOUNTS, COST_TERMS, type CostAgency, type CostTerm, costField } from '../rules/agency-cost.ts';
import { dollarAmount } from './money.ts';

/** The company_settings name the cost object is stored under. */
export const COST_AGENCY_SETTING = 'costagency';

const moduleCosts = (module: (typeof LEAD_MODULE_KINDS)[number]) =>
  z.object(
    Object.fromEntries(
      COST_TERMS.map((term) => [
        term,
        z.object(Object.fromEntries(COST_AMOUNTS.map((name) => [costField(module, name), dollarAmount]))),
      ]),
    ),
  );

/** Every module, term and amount must be present; the field path names what is wrong. */
export const costAgencySetting = z.object(
  Object.fromEntries(LEAD_MODULE_KINDS.map((module) => [module, moduleCosts(module)])),
) as unknown as z.ZodType<CostAgency>;

/** Any part of the cost object: each module, term and amount may be left out. */
export type CostAgencyChange = Partial<
  Record<(typeof LEAD_MODULE_KINDS)[number], Partial<Record<CostTerm, Record<string, string>>>>
>;

/**
 * The spec's form (part 2 §7 updateGeneralSetting, comsetname costagency, comsetval): the amounts sent
 * are checked one by one as in the whole object; an unknown name is refused rather than dropped.
 */
export const costAgencyChange = z
  .strictObject(
    Object.fromEntries(
      LEAD_MODULE_KINDS.map((module) => [
        module,
        z
          .strictObject(
            Object.fromEntries(
              COST_TERMS.map((term) => [
                term,
                z
                  .strictObject(
                    Object.fromEntries(COST_AMOUNTS.map((name) => [costField(module, name), dollarAmount])),
                  )
                  .partial(),
              ]),
            ),
          )
          .partial(),
      ]),
    ),
  )
  .partial() as unknown as z.ZodType<CostAgencyChange>;

/** Every module and term, as completeCostAgency answers them (records keyed by an enum need every key). */
const costAgencyShape = z.record(
  z.enum(LEAD_MODULE_KINDS),
  z.record(z.enum(COST_TERMS), z.record(z.string(), z.string())),
);

export const costAgencyResponse = z.object({
  data: costAgencyShape,
  /** The platform's own prices: the minimums enhance and b2b cost per lead may not go below. */
  rootcostagency: costAgencyShape,
  /** The agency's default payment term. */
  dpay: z.enum(PAYMENT_TERMS),
});
export type CostAgencyResponse = z.infer<typeof costAgencyResponse>;
