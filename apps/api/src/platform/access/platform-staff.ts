// Platform staff: the owner and administrators of a platform root (system users), not its sales
// people, who get the reduced view (part 2 §6).
import type { Actor } from './actor.ts';

export const isPlatformStaff = (actor: Pick<Actor, 'isSystemUser' | 'companyKind' | 'userType'>) =>
  actor.isSystemUser && actor.companyKind === 'root' && actor.userType !== 'sales';
