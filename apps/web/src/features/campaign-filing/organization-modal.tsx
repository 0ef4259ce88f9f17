// Add or edit an organization: its name, the organization it is part of (never itself or one of its
// own parts; the server checks that too), and the caller's own id for it.
import type { OrganizationRow } from '@lead/shared';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert.tsx';
import { fieldErrorsOf } from '../../lib/api-error.ts';
import type { OrganizationFields } from './filing-api.ts';
import '../../i18n/en-filing.ts';

type OrganizationModalProps = {
  editing: OrganizationRow | null;
  all: OrganizationRow[];
  save: (fields: OrganizationFields) => Promise<unknown>;
  onClose: () => void;
};

const FIELDS = ['OrganizationName', 'ParentID', 'CustomID'] as const;

/** The organization and everything part of it, which may not become its parent. */
function selfAndParts(all: OrganizationRow[], rootId: number): Set<number> {
  const found = new Set([rootId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of all) {
      if (row.ParentID !== null && found.has(row.ParentID) && !found.has(row.OrganizationID)) {
        found.add(row.OrganizationID);
        grew = true;
      }
    }
  }
  return found;
}

export function OrganizationModal({ editing, all, save, onClose }: OrganizationModalProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(editing?.OrganizationName ?? '');
  const [parent, setParent] = useState<string | null>(editing?.ParentID ? String(editing.ParentID) : null);
  const [customId, setCustomId] = useState(editing?.CustomID ?? '');
  const saving = useMutation({
    mutationFn: () =>
      save({ name: name.trim(), parentId: parent ? Number(parent) : null, customId: customId.trim() }),
    onSuccess: onClose,
  });
  const errors = fieldErrorsOf(saving.error);
  const excluded = editing ? selfAndParts(all, editing.OrganizationID) : new Set<number>();
  const parents = all
    .filter((row) => !excluded.has(row.OrganizationID))
    .map((row) => ({ value: String(row.OrganizationID), label: row.OrganizationName }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    saving.mutate();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={editing ? t('filing.organizations.editTitle') : t('filing.organizations.addTitle')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('filing.organizations.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.OrganizationName}
            required
            data-autofocus
            maxLength={200}
          />
          <Select
            label={t('filing.organizations.parent')}
            placeholder={t('filing.organizations.parentNone')}
            data={parents}
            value={parent}
            onChange={setParent}
            error={errors.ParentID}
            clearable
            searchable
          />
          <TextInput
            label={t('filing.organizations.customId')}
            description={t('filing.organizations.customIdHint')}
            value={customId}
            onChange={(event) => setCustomId(event.currentTarget.value)}
            error={errors.CustomID}
            maxLength={200}
          />
          <FormAlert error={saving.error} fields={FIELDS} />
        </Stack>
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
