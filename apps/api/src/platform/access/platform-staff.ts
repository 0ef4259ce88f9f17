// Platform staff: system users of the root who are not sales people (sales get the reduced view).
import type { Actor } from '../actor.ts';

export const isPlatformStaff = (actor: Actor) =>
  actor.isSystemUser && actor.companyKind === 'root' && actor.userType !== 'sales';
