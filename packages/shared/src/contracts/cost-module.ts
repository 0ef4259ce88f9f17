// PUT /configuration/user/costmodule (part 2 §3 "Cost module", §7 "Users and clients"): what a campaign
// is sold at and how many leads it takes (price, term, lead limits, prepaid options), set by its
// agency in one call. The spec lists the fields only; the calls of that form also name the campaign,
// by LeadspeekApiId and by its row id as ClientID (either will do; sent together they must agree),
// and a companyID: its client or a company above it. The rules of a campaign update apply: sold
// fields change only while it is a draft.
import { z } from 'zod';
import { LEAD_MODULE_KINDS, PAYMENT_TERMS } from '../constants.ts';
import { messages } from '../messages.ts';
import { campaignGenericFields, campaignSaved, leadspeekID } from './campaigns.ts';
import { id } from './common.ts';
import { dollarAmount } from './money.ts';

/** 'LeadsPeek' names the campaign products as a whole (the role module of part 1 §6), so any module. */
export const COST_MODULE_NAMES = [...LEAD_MODULE_KINDS, 'LeadsPeek'] as const;

/** Forms send amounts and counts as numbers or text, and an empty field as ''. */
const amount = z.preprocess((value) => (typeof value === 'number' ? String(value) : value), dollarAmount);
const numeric = (value: unknown) =>
  typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value;
const emptyIsNull = (value: unknown) => (value === '' ? null : value);
const fields = campaignGenericFields.shape;

/** A monthly lead cap is not offered (leads are limited by LimitLead per LimitLeadFreq): only "none". */
const noMonthlyCap = z
  .unknown()
  .refine((value) => value === undefined || value === null || value === '' || Number(value) === 0, {
    message: messages.costMaxLeadNotOffered,
  });

export const costModuleRequest = z
  .object({
    companyID: id.optional(),
    ClientID: id.optional(),
    LeadspeekApiId: leadspeekID.optional(),
    ModuleName: z.enum(COST_MODULE_NAMES).optional(),
    CostSet: amount.optional(),
    CostMonth: amount.optional(),
    PlatformFee: amount.optional(),
    CostMaxLead: noMonthlyCap.optional(),
    LimitLead: z.preprocess((value) => numeric(emptyIsNull(value)), fields.LimitLead).optional(),
    LimitLeadFreq: z.preprocess(emptyIsNull, fields.LimitLeadFreq).optional(),
    LimitLeadStart: z.preprocess(emptyIsNull, fields.LimitLeadStart).optional(),
    LimitLeadEnd: z.preprocess(emptyIsNull, fields.LimitLeadEnd).optional(),
    PaymentTerm: z.enum(PAYMENT_TERMS, { message: messages.paymentTermUnknown }).optional(),
    contiDurationSelection: fields.contiDurationSelection.optional(),
    topupoptions: z.preprocess(emptyIsNull, fields.topupoptions).optional(),
    leadsbuy: z.preprocess((value) => numeric(emptyIsNull(value)), fields.leadsbuy).optional(),
  })
  .superRefine((body, context) => {
    if (body.LeadspeekApiId === undefined && body.ClientID === undefined)
      context.addIssue({
        code: 'custom',
        path: ['LeadspeekApiId'],
        message: messages.costModuleCampaignMissing,
      });
  });
export type CostModuleRequest = z.input<typeof costModuleRequest>;

export const costModuleResponse = campaignSaved.extend({ result: z.literal('success') });
