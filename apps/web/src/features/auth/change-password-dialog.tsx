// Change password from the profile menu (part 1 §5, §7 POST /user/resetpassword).
import { messages, TIMINGS } from '@lead/shared';
import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert.tsx';
import { ApiError, fieldErrorsOf } from '../../lib/api-error.ts';
import { replaceToken, useCurrentUser } from '../../lib/session.tsx';
import { useSubmission } from '../../lib/use-submission.ts';
import { changePassword } from './auth-api.ts';

type Fields = { current: string; next: string; confirmation: string };
const EMPTY: Fields = { current: '', next: '', confirmation: '' };

/**
 * Client-side rules of part 1 §5: all three required, each saying what to type; the new password must
 * equal its confirmation.
 */
function validate(fields: Fields): Partial<Record<keyof Fields, string>> {
  const problems: Partial<Record<keyof Fields, string>> = {};
  if (!fields.current) problems.current = messages.currentPasswordRequired;
  if (!fields.next) problems.next = messages.newPasswordRequired;
  if (!fields.confirmation) problems.confirmation = messages.newPasswordConfirmationRequired;
  else if (fields.next !== fields.confirmation) problems.confirmation = messages.passwordsDiffer;
  return problems;
}

export function ChangePasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<keyof Fields, string>>>({});

  // One change at a time: a double click's second Save comes before the button is disabled.
  const submit = useSubmission({
    mutationFn: () =>
      changePassword({ usrID: user.id, currpassword: fields.current, newpassword: fields.next }),
    onSuccess: (answer) => {
      // Every session was revoked; the fresh token keeps this one signed in.
      replaceToken(answer.access_token);
      notifications.show({ color: 'green', message: answer.message, autoClose: TIMINGS.successPopupMs });
      close();
    },
  });

  function close() {
    setFields(EMPTY);
    setProblems({});
    submit.reset();
    onClose();
  }

  const set = (name: keyof Fields) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setFields((current) => ({ ...current, [name]: value }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(fields);
    setProblems(found);
    if (Object.keys(found).length === 0) submit.mutate();
  };

  const server = fieldErrorsOf(submit.error);
  const rejected = submit.error instanceof ApiError && submit.error.status === 422;
  // The spec's inline text for a rejected current password (part 1 §8).
  const currentError =
    server.currpassword ?? (rejected && !server.newpassword ? messages.currentPasswordInvalid : undefined);
  const otherFailure = submit.error && !rejected ? submit.error : null;

  return (
    <Modal opened={opened} onClose={close} title={t('changePassword.title')} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label={t('fields.currentPassword')}
            autoComplete="current-password"
            data-autofocus
            value={fields.current}
            onChange={set('current')}
            error={problems.current ?? currentError}
          />
          <PasswordInput
            label={t('fields.newPassword')}
            autoComplete="new-password"
            value={fields.next}
            onChange={set('next')}
            error={problems.next ?? server.newpassword}
          />
          <PasswordInput
            label={t('fields.confirmNewPassword')}
            autoComplete="new-password"
            value={fields.confirmation}
            onChange={set('confirmation')}
            error={problems.confirmation}
          />
          <FormAlert error={otherFailure} fields={['currpassword', 'newpassword']} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={submit.isPending}>
              {submit.isPending ? t('common.processing') : t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
