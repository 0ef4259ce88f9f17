// The name people read for a lead module (part 1 §1): "Site ID", never the stored key "local".
import { DEFAULT_MODULES, LEAD_MODULE_KINDS, type LeadModuleKind } from '../constants.ts';

const isModuleKey = (key: string): key is LeadModuleKind =>
  (LEAD_MODULE_KINDS as readonly string[]).includes(key);

/** The product's display name of a module key; an unknown key is answered as it is. */
export function moduleDisplayName(key: string): string {
  return isModuleKey(key) ? DEFAULT_MODULES[key].name : key;
}
