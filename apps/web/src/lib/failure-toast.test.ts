import { messages } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { failureToastText } from './failure-toast.ts';

const refusal = (errors: Record<string, string>) =>
  new ApiError(422, { message: messages.invalidInput, errors });

describe('a failed save’s toast', () => {
  it('says nothing when every field error stands under its field', () => {
    const error = refusal({ ClientEmail: messages.emailTaken });
    expect(failureToastText(error, ['ClientEmail', 'ClientPhone'])).toBeNull();
  });

  it('says only the field errors the form cannot show', () => {
    const error = refusal({ ClientEmail: messages.emailTaken, idsys: 'Platform is required.' });
    expect(failureToastText(error, ['ClientEmail'])).toBe('Platform is required.');
  });

  it('takes a test on the field name', () => {
    const error = refusal({ 'targeting.zip': 'ZIP code is required.' });
    expect(failureToastText(error, (field) => field.startsWith('targeting.'))).toBeNull();
  });

  it('says the failure when it was no validation answer', () => {
    expect(failureToastText(new ApiError(409, { message: messages.subdomainTaken }), ['x'])).toBe(
      messages.subdomainTaken,
    );
    expect(failureToastText(new ApiError(0, { message: '' }), [], () => messages.serverError)).toBe(
      messages.serverError,
    );
  });
});
