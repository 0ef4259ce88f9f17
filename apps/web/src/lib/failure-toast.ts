// What a failed form save pops up (issue 14): nothing more when the form already shows every field
// error under its field, only the errors it cannot show otherwise, and the failure's sentence when
// it was no validation answer at all. One message is never said twice, inline and in a toast.
import { notifications } from '@mantine/notifications';
import { errorMessageOf, fieldErrorsOf } from './api-error.ts';

/** The fields a form shows errors under: a list of names, or a test on a name. */
export type InlineFields = readonly string[] | ((field: string) => boolean);

const shownInline = (inline: InlineFields, field: string) =>
  typeof inline === 'function' ? inline(field) : inline.includes(field);

/** The toast's text for this failure, or null when the form's inline errors already say it all. */
export function failureToastText(
  error: unknown,
  inline: InlineFields,
  messageOf: (error: unknown) => string = errorMessageOf,
): string | null {
  const fieldErrors = Object.entries(fieldErrorsOf(error));
  if (fieldErrors.length === 0) return messageOf(error);
  const unshown = [
    ...new Set(fieldErrors.filter(([field]) => !shownInline(inline, field)).map(([, why]) => why)),
  ];
  return unshown.length === 0 ? null : unshown.join(' ');
}

/** Shows the failure as a red toast unless the form's inline errors already say it. */
export function notifyFailure(
  error: unknown,
  inline: InlineFields,
  messageOf?: (error: unknown) => string,
): void {
  const message = failureToastText(error, inline, messageOf);
  if (message) notifications.show({ color: 'red', message });
}
