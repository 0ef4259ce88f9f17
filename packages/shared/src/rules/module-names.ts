// The name a person reads for each lead module (part 1 §1; issue 23 item 11): "Site ID", never the
// key "local". Screens, CSV files, user logs, e-mails and webhook payloads all take it from here.
import { DEFAULT_MODULES, LEAD_MODULE_KINDS, type LeadModuleKind } from '../constants.ts';

/** The platform's own display name of each module key. */
export const MODULE_DISPLAY_NAMES: Record<LeadModuleKind, string> = {
  local: DEFAULT_MODULES.local.name,
  locator: DEFAULT_MODULES.locator.name,
  enhance: DEFAULT_MODULES.enhance.name,
  b2b: DEFAULT_MODULES.b2b.name,
};

/** Module names an agency gave its modules (white-label settings); blank names fall back. */
export type ModuleNameOverrides = Partial<Record<LeadModuleKind, { name: string } | undefined>>;

const isModuleKind = (value: string): value is LeadModuleKind =>
  (LEAD_MODULE_KINDS as readonly string[]).includes(value);

/**
 * The display name of a module key: the agency's own name when it gave one, else the platform's.
 * Several keys ('local|locator') read as a list; a value that is no module key is returned as it is
 * (it is already a name), and nothing reads as ''.
 */
export function moduleDisplayName(
  module: string | null | undefined,
  overrides?: ModuleNameOverrides,
): string {
  if (!module) return '';
  const keys = module.split('|').map((part) => part.trim());
  if (keys.length > 1)
    return keys
      .filter(Boolean)
      .map((key) => moduleDisplayName(key, overrides))
      .join(', ');
  const key = keys[0] ?? '';
  if (!isModuleKind(key)) return key;
  const own = overrides?.[key]?.name.trim();
  return own || MODULE_DISPLAY_NAMES[key];
}
