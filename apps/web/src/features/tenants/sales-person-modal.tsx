// Set Sales Person (part 2 §2, §6): sales rep, account executive (executives only) and referral.
import type { TenantRow } from '@lead/shared';
import { Alert, Button, Group, Modal, Select, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert.tsx';
import { errorMessageOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { canSaveEdits } from './row-action-rules.ts';
import { listSalesPeople, salesListKey, setSalesPeople } from './tenants-api.ts';
import { useViewer } from './use-viewer.ts';
import '../../i18n/en-tenants.ts';

type SalesPersonModalProps = { row: TenantRow; opened: boolean; onClose: () => void };

const idOf = (value: string | null) => (value ? Number(value) : null);
const selectValue = (id: number | null) => (id === null ? null : String(id));

export function SalesPersonModal({ row, opened, onClose }: SalesPersonModalProps) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const people = useQuery({ queryKey: salesListKey, queryFn: listSalesPeople, enabled: opened });
  const [rep, setRep] = useState(selectValue(row.salesrepid));
  const [executive, setExecutive] = useState(selectValue(row.accountexecutiveid));
  const [referral, setReferral] = useState(selectValue(row.accountrefid));
  const save = useSubmission({
    mutationFn: () =>
      setSalesPeople({
        companyID: row.company_id,
        salesRep: idOf(rep),
        salesAE: idOf(executive),
        salesRef: idOf(referral),
      }),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      await queryClient.invalidateQueries({ queryKey: ['tenants'] });
      onClose();
    },
  });
  const everyone = (people.data?.params ?? []).map((person) => ({
    value: String(person.id),
    label: person.name,
  }));
  const executives = (people.data?.params ?? [])
    .filter((person) => person.isAccExecutive === 'T')
    .map((person) => ({ value: String(person.id), label: person.name }));
  const select = (
    label: string,
    data: typeof everyone,
    value: string | null,
    onChange: (v: string | null) => void,
  ) => (
    <Select
      label={label}
      data={data}
      value={value}
      onChange={onChange}
      clearable
      searchable
      nothingFoundMessage={t('tenants.sales.none')}
    />
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('tenants.sales.title', { company: row.company_name })}
      centered
    >
      <Stack gap="md">
        {people.isPending && <Skeleton h={180} />}
        {people.isError && <Alert color="red">{errorMessageOf(people.error)}</Alert>}
        {people.isSuccess && (
          <>
            {select(t('tenants.sales.rep'), everyone, rep, setRep)}
            {select(t('tenants.sales.executive'), executives, executive, setExecutive)}
            {select(t('tenants.sales.referral'), everyone, referral, setReferral)}
          </>
        )}
        <FormAlert error={save.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          {canSaveEdits(viewer) && (
            <Button onClick={() => save.mutate()} loading={save.isPending} disabled={!people.isSuccess}>
              {t('common.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
