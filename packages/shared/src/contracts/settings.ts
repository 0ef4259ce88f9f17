// Company settings an agency edits in General Settings: module names and slugs, and its look.
import { z } from 'zod';
import { text } from './common.ts';

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

export const appearanceSetting = z.object({
  sidebarcolor: colour,
  templatecolor: colour,
  boxcolor: colour,
  textcolor: colour,
  linkcolor: colour,
  fonttheme: z.enum(FONT_THEMES),
});

export const SETTING_NAMES = ['modules', 'appearance'] as const;
export type SettingName = (typeof SETTING_NAMES)[number];
