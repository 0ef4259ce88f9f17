// Profile setup calls (part 1 §7): POST /user/update (multipart, step 1 or 2) and the setup-complete flag.
import { profileRoutes, userRoutes as routes } from '@lead/shared';
import { call } from '../../lib/api-client.ts';

export const updateProfile = (form: FormData) => call(profileRoutes.updateProfile, { body: form });

export const markSetupComplete = () => call(routes.setupComplete, { body: { statuscomplete: 'T' } });
