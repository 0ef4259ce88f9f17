// How e-mails are compared everywhere (suppression lists, opt-outs, the identity graph): the MD5 of
// the trimmed, lower-cased address. A list entry may already be that hash.
import { createHash } from 'node:crypto';
import type { ExclusionValue } from '@lead/shared';

export const emailMd5 = (email: string): string =>
  createHash('md5').update(email.trim().toLowerCase()).digest('hex');

/** The hash an exclusion or opt-out entry is stored as. */
export const exclusionHash = (value: ExclusionValue): string =>
  value.kind === 'md5' ? value.value : emailMd5(value.value);
