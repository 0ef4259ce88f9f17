// The one-field form of a campaign group (add or rename): the server's refusal of the name (taken,
// too long) shows under the field, anything else above the button.
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert.tsx';
import { fieldErrorsOf } from '../../lib/api-error.ts';

type NameModalProps = {
  title: string;
  label: string;
  initial: string;
  /** The server's field name for the name, so its refusal lands under the field. */
  field: string;
  save: (name: string) => Promise<unknown>;
  onClose: () => void;
};

export function NameModal({ title, label, initial, field, save, onClose }: NameModalProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const saving = useMutation({ mutationFn: () => save(name.trim()), onSuccess: onClose });
  const fieldError = fieldErrorsOf(saving.error)[field];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    saving.mutate();
  };
  return (
    <Modal opened onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate>
        <TextInput
          label={label}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={fieldError}
          required
          data-autofocus
          maxLength={200}
        />
        <FormAlert error={saving.error} fields={[field]} />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving.isPending} disabled={name.trim() === ''}>
            {t('common.save')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
