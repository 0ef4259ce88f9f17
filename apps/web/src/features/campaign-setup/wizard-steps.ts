// The wizard's steps and what blocks each one (issue 5 point 4): the shared campaign rules of
// rules/campaign-fields.ts, checked before Next, and the step a server field error belongs to.
// Problems are keyed by the API's field names so server 422 answers land on the same fields.
import {
  type CostAgency,
  datesInOrder,
  email,
  isCalendarDate,
  isTimeZone,
  keywordsProblem,
  CAMPAIGN_LIMITS as L,
  type LeadModuleKind,
  landingPageProblem,
  CAMPAIGN_FIELD_MESSAGES as M,
  parseMoneyText,
  priceMinimumProblems,
  zipList,
  zipTextProblem,
} from '@lead/shared';
import type { WizardValues } from './wizard-values.ts';

export const WIZARD_STEPS = ['basics', 'price', 'targeting', 'delivery', 'schedule', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export type Problems = Record<string, string>;

/** Sentences of our own (the spec fixes none for these); the page passes them translated. */
export type OwnMessages = {
  /** What each empty required field asks for, naming it. */
  productRequired: string;
  nameRequired: string;
  paymentTermRequired: string;
  leadsPerPoolRequired: string;
  landingPageRequired: string;
  startDateRequired: string;
  chooseClient: string;
  keywordsRequired: string;
  attributesRequired: string;
  b2bTargetRequired: string;
  wholeNumber: string;
  frequencyRequired: string;
  dateInvalid: string;
  pastStart: string;
  timeZoneInvalid: string;
  emailsInvalid: string;
  tooMany: string;
};

export type StepContext = {
  /** Modules the viewer may build a campaign in (for an agency: those its chosen client has). */
  modules: readonly LeadModuleKind[];
  /** Staff build for one of their clients; a client for its own company. */
  choosesClient: boolean;
  messages: OwnMessages;
  /**
   * An edit: what the campaign already holds is kept even where a new campaign's rule would refuse
   * it (a landing page on the demo's localhost, a campaign running without a start date).
   */
  stored?: { landingUrl: string | null; thankYouUrl: string | null; startDate: string | null };
  /** The viewer sets the campaign's price (agency or platform staff; a client buys at the agency's). */
  setsPrice: boolean;
  /** The platform's costs, whose enhance/b2b cost per lead is the minimum (null: not known yet). */
  rootCosts: CostAgency | null;
};

const wholeNumberProblem = (text: string, max: number, own: OwnMessages): string | null => {
  if (text.trim() === '') return null;
  const value = Number(text.trim());
  return /^\d+$/.test(text.trim()) && value <= max ? null : own.wholeNumber;
};

const dateProblem = (text: string, own: OwnMessages): string | null =>
  text === '' || isCalendarDate(text) ? null : own.dateInvalid;

const emailsProblem = (list: readonly string[], own: OwnMessages): string | null => {
  if (list.length > L.emailsMax) return own.tooMany;
  return list.every((entry) => email.safeParse(entry).success) ? null : own.emailsInvalid;
};

/** Puts each found problem under its field, leaving out the fields without one. */
function collect(entries: Record<string, string | null | false>): Problems {
  const problems: Problems = {};
  for (const [field, problem] of Object.entries(entries)) if (problem) problems[field] = problem;
  return problems;
}

function basicsProblems(values: WizardValues, context: StepContext): Problems {
  const own = context.messages;
  const name = values.campaignName.trim();
  return collect({
    companyID: context.choosesClient && values.clientCompanyId === null && own.chooseClient,
    leadspeekType: (!values.module || !context.modules.includes(values.module)) && own.productRequired,
    campaignName: (name === '' && own.nameRequired) || (name.length > L.nameMax && own.tooMany),
    PaymentTerm: !values.paymentTerm && own.paymentTermRequired,
    // Issue 16 point 4: a Prepaid campaign buys a pool of at least one lead up front.
    leadsbuy: values.paymentTerm === 'Prepaid' && prepaidLeadsProblem(values.leadsBuy, own),
  });
}

const prepaidLeadsProblem = (text: string, own: OwnMessages): string | false => {
  if (text.trim() === '') return own.leadsPerPoolRequired;
  const problem = wholeNumberProblem(text, L.leadLimitMax, own);
  if (problem) return problem;
  return Number(text.trim()) === 0 && own.leadsPerPoolRequired;
};

function siteProblems(values: WizardValues, context: StepContext): Problems {
  const thankYou = values.thankYouUrl.trim();
  const stored = context.stored;
  return collect({
    urlCode: values.landingUrl.trim()
      ? (landingPageProblem(values.landingUrl, stored?.landingUrl) ?? false)
      : context.messages.landingPageRequired,
    urlCodeThankyou: thankYou !== '' && (landingPageProblem(thankYou, stored?.thankYouUrl) ?? false),
  });
}

function searchProblems(values: WizardValues, own: OwnMessages): Problems {
  const local = values.states.length + values.cities.length + zipList(values.zipText).length;
  return collect({
    locatorkeyword:
      (values.keywords.length === 0 && own.keywordsRequired) || keywordsProblem(values.keywords),
    locatorkeywordcontextual: keywordsProblem(values.contextualKeywords),
    locatorzip: !values.nationalTargeting && zipTextProblem(values.zipText),
    locatorstate: values.states.length > L.statesMax && own.tooMany,
    locatorcity: values.cities.length > L.citiesMax && own.tooMany,
    nationaltargeting: !values.nationalTargeting && local === 0 && M.locationMissing,
  });
}

function b2bProblems(values: WizardValues, own: OwnMessages): Problems {
  const entryProblem = (list: readonly string[]) =>
    (list.length > L.targetingListMax && own.tooMany) ||
    (list.some((entry) => entry.length > L.keywordLengthMax) && M.keywordTooLong);
  return collect({
    'targeting.industries':
      entryProblem(values.industries) ||
      (values.industries.length + values.jobTitles.length === 0 && own.b2bTargetRequired),
    'targeting.jobTitles': entryProblem(values.jobTitles),
  });
}

function targetingProblems(values: WizardValues, context: StepContext): Problems {
  const own = context.messages;
  switch (values.module) {
    case 'local':
      return siteProblems(values, context);
    case 'locator':
      return searchProblems(values, own);
    case 'enhance':
      return collect({ 'targeting.attributes': values.attributes.length === 0 && own.attributesRequired });
    case 'b2b':
      return b2bProblems(values, own);
    default:
      return {};
  }
}

function deliveryProblems(values: WizardValues, own: OwnMessages): Problems {
  return collect({
    LimitLead: wholeNumberProblem(values.leadLimit, L.leadLimitMax, own),
    LimitLeadFreq: values.leadLimit.trim() !== '' && !values.leadLimitFrequency && own.frequencyRequired,
    LimitLeadStart: dateProblem(values.leadLimitStart, own),
    LimitLeadEnd:
      dateProblem(values.leadLimitEnd, own) ||
      (!datesInOrder(values.leadLimitStart || null, values.leadLimitEnd || null) && M.limitEndBeforeStart),
    reportSentTo: emailsProblem(values.reportRecipients, own),
    adminNotifyTo: emailsProblem(values.adminNotifyTo, own),
    leadsAmountNotification: wholeNumberProblem(values.leadsAmountNotification, L.leadLimitMax, own),
  });
}

/** The three amounts as typed must read as money; the cost per lead not under the root minimum (part 2 §5). */
export function priceProblems(values: WizardValues, context: StepContext): Problems {
  if (!context.setsPrice) return {};
  const unreadable = (text: string) => {
    const parsed = parseMoneyText(text);
    return parsed.ok ? false : parsed.message;
  };
  const found = collect({
    PlatformFee: unreadable(values.platformFee),
    CostMonth: unreadable(values.minCost),
    CostSet: unreadable(values.costPerLead),
  });
  const costPerLead = parseMoneyText(values.costPerLead);
  if (found.CostSet || !costPerLead.ok || !context.rootCosts || !values.module || !values.paymentTerm)
    return found;
  const minimum = priceMinimumProblems(
    { costPerLeadCents: costPerLead.cents },
    context.rootCosts,
    values.module,
    values.paymentTerm,
  );
  return { ...found, ...minimum };
}

/** Today in the campaign's time zone, as yyyy-MM-dd (today in UTC for an unknown zone). */
export function todayIn(timezone: string, now = new Date()): string {
  const zone = isTimeZone(timezone) ? timezone : 'UTC';
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A start date before today in the campaign's zone: the wizard asks to confirm it (issue 14). */
export const startsInThePast = (values: Pick<WizardValues, 'startDate' | 'timezone'>, now = new Date()) =>
  /^\d{4}-\d{2}-\d{2}$/.test(values.startDate) && values.startDate < todayIn(values.timezone, now);

function scheduleProblems(values: WizardValues, context: StepContext): Problems {
  const own = context.messages;
  const keepsNoStart = context.stored !== undefined && context.stored.startDate === null;
  return collect({
    startDate:
      (values.startDate === '' && !keepsNoStart && own.startDateRequired) ||
      dateProblem(values.startDate, own) ||
      (startsInThePast(values) && !values.confirmPastStart && own.pastStart),
    endDate:
      dateProblem(values.endDate, own) ||
      (!datesInOrder(values.startDate || null, values.endDate || null) && M.endBeforeStart),
    timezone: !isTimeZone(values.timezone) && own.timeZoneInvalid,
  });
}

/** Why the user may not leave `step` forward yet; empty when Next may go on. */
export function stepProblems(step: WizardStep, values: WizardValues, context: StepContext): Problems {
  switch (step) {
    case 'basics':
      return basicsProblems(values, context);
    case 'price':
      return priceProblems(values, context);
    case 'targeting':
      return targetingProblems(values, context);
    case 'delivery':
      return deliveryProblems(values, context.messages);
    case 'schedule':
      return scheduleProblems(values, context);
    case 'review':
      return {};
  }
}

const BASICS_FIELDS = [
  'companyID',
  'leadspeekType',
  'campaignName',
  'companyGroupID',
  'PaymentTerm',
  'leadsbuy',
  'topupoptions',
  'contiDurationSelection',
];
const PRICE_FIELDS = ['PlatformFee', 'CostMonth', 'CostSet'];
const SCHEDULE_FIELDS = ['startDate', 'endDate', 'timezone'];
const TARGETING_PREFIXES = [
  'urlCode',
  'gtminstalled',
  'locator',
  'nationaltargeting',
  'locationtarget',
  'targeting',
];

/** The step a field of a 422 answer belongs to ('reportSentTo.1' → delivery); unknown → review. */
export function stepOfField(field: string): WizardStep {
  const name = field.split('.')[0] ?? field;
  if (BASICS_FIELDS.includes(name)) return 'basics';
  if (PRICE_FIELDS.includes(name)) return 'price';
  if (SCHEDULE_FIELDS.includes(name)) return 'schedule';
  if (TARGETING_PREFIXES.some((prefix) => name.startsWith(prefix))) return 'targeting';
  const delivery = ['phoneenabled', 'homeaddressenabled', 'requireemailaddress', 'reidentificationtype'];
  if (
    delivery.includes(name) ||
    /^(applyreidentificationall|LimitLead|report|adminNotifyTo|leadsAmount)/.test(name)
  )
    return 'delivery';
  return 'review';
}

/** Server field errors under the wizard's keys: list entries ('reportSentTo.1') under their list. */
export function serverProblems(errors: Record<string, string>): Problems {
  const problems: Problems = {};
  for (const [field, message] of Object.entries(errors)) {
    const key = field.startsWith('targeting.') ? field.split('.').slice(0, 2).join('.') : field.split('.')[0];
    problems[key ?? field] ??= message;
  }
  return problems;
}

/** The first step holding one of these problems, in wizard order. */
export function firstStepWith(problems: Problems): WizardStep | null {
  const steps = Object.keys(problems).map(stepOfField);
  return WIZARD_STEPS.find((step) => steps.includes(step)) ?? null;
}
