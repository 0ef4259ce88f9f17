// Step 1's refused e-mail comes as a 200 with result error_email (part 1 §7): the wizard must not move
// on, and shows the message under the e-mail field (issue 26).
import { messages } from '@lead/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, fieldErrorsOf } from '../../lib/api-error.ts';
import { updateProfile } from './profile-api.ts';

// The answer stands in for the server's; api-client.ts itself needs a browser.
const { call } = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../lib/api-client.ts', () => ({ call }));

describe('updateProfile', () => {
  it('fails with the e-mail field error when the answer is result error_email', async () => {
    call.mockResolvedValueOnce({
      result: 'error_email',
      message: messages.emailTaken,
      errors: { email: messages.emailTaken },
    });
    const failure = await updateProfile(new FormData()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe(messages.emailTaken);
    expect(fieldErrorsOf(failure)).toEqual({ email: messages.emailTaken });
  });

  it('answers a saved step as it came', async () => {
    call.mockResolvedValueOnce({ result: 'success', message: messages.profileSaved });
    await expect(updateProfile(new FormData())).resolves.toEqual({
      result: 'success',
      message: messages.profileSaved,
    });
  });
});
