// Company settings an agency edits in General Settings: module names and slugs, and its look.
import { z } from 'zod';
import { PAYMENT_TERMS } from '../constants.ts';
import { messages } from '../messages.ts';
import { ENHANCE_ATTRIBUTES } from '../rules/campaign-fields.ts';
import { contrastProblems } from '../rules/contrast.ts';
import { text } from './common.ts';
import { appearance } from './domain-info.ts';

/** Slugs become the first segment of module routes, so they may not shadow the app's own routes. */
export const RESERVED_SLUGS = [
  'api',
  'login',
  'register',
  'sso',
  'user',
  'configuration',
  'campaign',
  'campaign-setup',
  'audience',
  'client',
  'banner',
  'integrations',
  'dashboard',
  'dev',
  'sandbox',
  'agency-register',
  'forgot-password',
  'reset-password',
  'privacy-policy',
  'term-of-use',
  'service-billing-agreement',
  'marketing-services-agreement-developer',
  'download-auth',
];

const slug = text
  .trim()
  .toLowerCase()
  .max(40)
  .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, 'Use lowercase letters, digits and single hyphens.')
  .refine((value) => !RESERVED_SLUGS.includes(value), 'This URL is used by the platform itself.');

const moduleNaming = (required: boolean) =>
  z.object({
    name: required ? text.trim().min(1, 'Enter a name.').max(40) : text.trim().max(40),
    url: required ? slug.refine((value) => value !== '', 'Enter a URL.') : slug,
  });

export const moduleNamesSetting = z
  .object({
    local: moduleNaming(true),
    locator: moduleNaming(true),
    enhance: moduleNaming(false),
    b2b: moduleNaming(false),
  })
  .superRefine((modules, ctx) => {
    const seen = new Map<string, string>();
    for (const [kind, naming] of Object.entries(modules)) {
      if (!naming.url) continue;
      if (seen.has(naming.url)) {
        ctx.addIssue({ code: 'custom', path: [kind, 'url'], message: 'Two modules cannot share one URL.' });
      }
      seen.set(naming.url, kind);
    }
  });

const colour = text.trim().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1f3a5f.');
export const FONT_THEMES = ['Inter', 'Poppins', 'Roboto', 'Open Sans', 'Lato', 'Montserrat'] as const;

/**
 * The agency's default payment term (part 1 §3 paymenttermDefault): the term its cost modal opens at
 * (dpay) and a new campaign takes when none is chosen. Left out, the saved one stays.
 */
export const paymentTermDefault = z.enum(PAYMENT_TERMS, { message: messages.paymentTermUnknown });

/** Each appearance setting alone (the spec's PUT /configuration/setting sends any of them). */
export const appearanceFields = {
  sidebarcolor: colour,
  templatecolor: colour,
  boxcolor: colour,
  textcolor: colour,
  linkcolor: colour,
  fonttheme: z.enum(FONT_THEMES),
  paymenttermDefault: paymentTermDefault,
};

export const appearanceSetting = z
  .object({ ...appearanceFields, paymenttermDefault: paymentTermDefault.optional() })
  // Issue 14: unreadable combinations are refused by the same rule the form shows before saving.
  .superRefine((colours, ctx) => {
    for (const problem of contrastProblems(colours))
      ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });

/** What our form saves: every colour and the font; the default term may be left out (it stays). */
export type AppearanceSettingInput = z.input<typeof appearanceSetting>;

/** The appearance a company reads back: the inherited look and the default payment term it uses. */
export const appearanceSettingView = appearance.extend({ paymenttermDefault: z.enum(PAYMENT_TERMS) });
export type AppearanceSettingView = z.infer<typeof appearanceSettingView>;

/** Settings a company may take back to what it inherits (its own saved value is removed). */
export const RESETTABLE_SETTINGS = ['appearance'] as const;

/**
 * Embedded code (part 1 §3, part 2 §3): the agency's own snippet (analytics, chat) on its white-label
 * pages, at the end of <head>, the start of <body> or the end of <body> ("footer").
 */
export const EMBEDDED_CODE_SETTING = 'rootAgencyEmbeddedCode';
export const EMBED_PLACES = ['head', 'body', 'footer'] as const;
export type EmbedPlace = (typeof EMBED_PLACES)[number];
export const EMBEDDED_CODE_MAX = 20_000;
export const embeddedCodeSetting = z.object({
  placeEmbedded: z.enum(EMBED_PLACES, { message: 'Choose head, body or footer.' }),
  embeddedcode: text.max(
    EMBEDDED_CODE_MAX,
    `The code may have at most ${EMBEDDED_CODE_MAX.toLocaleString('en-US')} characters.`,
  ),
});
export type EmbeddedCode = z.infer<typeof embeddedCodeSetting>;
export const NO_EMBEDDED_CODE: EmbeddedCode = { placeEmbedded: 'head', embeddedcode: '' };

/** Logo upload answer: where the image is served. */
export const logoResponse = z.object({ message: z.string(), logo: z.string().nullable() });

/**
 * Enhance ID's minimum leads per day (ours: the spec names the call only). A campaign asking for fewer
 * per day is not worth the data partner's query; the platform may save its own value.
 */
export const MIN_LEAD_DAY_ENHANCE_SETTING = 'minleaddayenhance';
export const DEFAULT_MIN_LEAD_DAY_ENHANCE = 10;
export const minLeadDayEnhanceResponse = z.object({ minleaddayenhance: z.number().int() });

/**
 * Advance information (part 2 §3 listAdvanceInformationId; the list is ours): what an Enhance ID
 * campaign may ask to receive with each lead. Ids are stable positions, never reused.
 */
export const ADVANCE_INFORMATION_NAMES: Record<(typeof ENHANCE_ATTRIBUTES)[number], string> = {
  age: 'Age',
  gender: 'Gender',
  income: 'Household income',
  net_worth: 'Net worth',
  home_owner: 'Home owner',
  marital_status: 'Marital status',
  children: 'Children in household',
  education: 'Education',
  occupation: 'Occupation',
};
export const advanceInformationList = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      key: z.enum(ENHANCE_ATTRIBUTES),
      name: z.string(),
      module: z.literal('enhance'),
    }),
  ),
});

export const SETTING_NAMES = ['modules', 'appearance'] as const;
export type SettingName = (typeof SETTING_NAMES)[number];
