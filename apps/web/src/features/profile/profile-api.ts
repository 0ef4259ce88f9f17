// Profile setup calls (part 1 §7): POST /user/update (multipart, step 1 or 2) and the setup-complete flag.
import { api } from '../../lib/api-client.ts';

export const updateProfile = (form: FormData) =>
  api.post<{ result: 'success'; message: string }>('/user/update', form);

export const markSetupComplete = () =>
  api.put<{ message: string }>('/leadspeek/user/setupcomplete', { statuscomplete: 'T' });
