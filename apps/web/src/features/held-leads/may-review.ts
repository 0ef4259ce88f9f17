// Who reviews held leads: agency and platform staff, as the API's route declaration says
// (apps/api/src/modules/lead-engine/routes.ts); clients and sales people do not.
import type { UserType } from '@lead/shared';

export const HELD_LEAD_REVIEWERS: readonly UserType[] = ['user', 'userdownline', 'administrator'];

export const mayReviewHeldLeads = (userType: UserType): boolean => HELD_LEAD_REVIEWERS.includes(userType);
