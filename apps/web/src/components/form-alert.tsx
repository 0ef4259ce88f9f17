import { Alert, List } from '@mantine/core';
import { ApiError, errorMessageOf } from '../lib/api-error.ts';

type FormAlertProps = {
  error: unknown;
  /** Fields the form shows errors under; errors of other fields are listed here instead. */
  fields?: readonly string[];
};

/** The failure of a form, in words, without repeating what already stands under a field. */
export function FormAlert({ error, fields = [] }: FormAlertProps) {
  if (!error) return null;
  const fieldErrors = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
  const shown = fieldErrors.filter(([field]) => fields.includes(field));
  const unshown = fieldErrors.filter(([field]) => !fields.includes(field)).map(([, reason]) => reason);
  const message = errorMessageOf(error);
  const repeatsAField = shown.some(([, reason]) => reason === message);
  const extra = unshown.filter((reason) => reason !== message);
  if (repeatsAField && extra.length === 0) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {repeatsAField ? null : message}
      {extra.length > 0 && (
        <List size="sm" mt={repeatsAField ? 0 : 4}>
          {extra.map((reason) => (
            <List.Item key={reason}>{reason}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
