// Profile setup calls (part 1 §7): POST /user/update (multipart, step 1 or 2) and the setup-complete flag.
import { profileRoutes, userRoutes as routes } from '@lead/shared';
import { call } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-error.ts';

/**
 * Saves one step. A refused e-mail answers 200 with result error_email (the spec's form); it fails
 * the save like any refusal, its message under the e-mail field.
 */
export async function updateProfile(form: FormData) {
  const answer = await call(profileRoutes.updateProfile, { body: form });
  if (answer.result === 'error_email') throw new ApiError(200, answer);
  return answer;
}

export const markSetupComplete = () => call(routes.setupComplete, { body: { statuscomplete: 'T' } });
