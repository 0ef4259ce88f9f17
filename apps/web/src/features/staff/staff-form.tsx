// The inline add/edit form of an administrator or sales person, checked by the shared §5 rules
// before it is sent; the server's field errors stand under the same fields.
import { type DownlineProblems, downlineProblems, type TenantRow } from '@lead/shared';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../lib/api-error.ts';
import { PhoneField } from '../profile/phone-field.tsx';
import {
  ADMINISTRATOR_FLAGS,
  blankStaffValues,
  checkedValues,
  type StaffFlag,
  type StaffFormValues,
  staffValuesOf,
} from './staff-form-values.ts';
import { type StaffOwner, useSaveStaff } from './use-staff-mutations.ts';
import '../../i18n/en-staff.ts';

export type RoleOption = { value: string; label: string };

type StaffFormProps = {
  owner: StaffOwner;
  /** The row being edited; null adds a new one. */
  row: TenantRow | null;
  roleOptions: RoleOption[];
  onClose: () => void;
};

const flagLabels = {
  defaultAdmin: 'defaultAdmin',
  customercare: 'customerCare',
  adminGetNotification: 'adminGetNotification',
  disabledreceivedemail: 'disabledReceivedEmail',
} as const satisfies Record<StaffFlag, string>;

export function StaffForm({ owner, row, roleOptions, onClose }: StaffFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<StaffFormValues>(() =>
    row ? staffValuesOf(row) : blankStaffValues(),
  );
  const [problems, setProblems] = useState<DownlineProblems>({});
  const save = useSaveStaff(owner, row, onClose);
  const serverProblems = fieldErrorsOf(save.error);
  const problemOf = (field: keyof DownlineProblems) => problems[field] ?? serverProblems[field];
  const change = (patch: Partial<StaffFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const title = t(row ? `staff.${owner.kind}.editTitle` : `staff.${owner.kind}.addTitle`);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = downlineProblems(
      owner.kind,
      row ? 'edit' : 'add',
      checkedValues(values),
      row ? { phone: row.phonenum } : undefined,
    );
    setProblems(found);
    if (Object.keys(found).length === 0) save.mutate(values);
  };

  return (
    <Paper withBorder radius="md" p="md" className="wl-box">
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="sm">
          <Title order={2} size="h5">
            {title}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('staff.fields.fullName')}
              value={values.ClientFullName}
              onChange={(event) => change({ ClientFullName: event.currentTarget.value })}
              error={problemOf('ClientFullName')}
              required
              data-autofocus
            />
            <TextInput
              label={t('staff.fields.email')}
              type="email"
              value={values.ClientEmail}
              onChange={(event) => change({ ClientEmail: event.currentTarget.value })}
              error={problemOf('ClientEmail')}
              required
            />
          </SimpleGrid>
          <PhoneField
            label={t('staff.fields.phone')}
            countryLabel={t('staff.fields.phoneCountry')}
            number={values.ClientPhone}
            country={values.ClientPhoneCountryCode}
            onNumberChange={(ClientPhone) => change({ ClientPhone })}
            onCountryChange={(ClientPhoneCountryCode) => change({ ClientPhoneCountryCode })}
            error={problemOf('ClientPhone')}
          />
          {owner.kind === 'administrator' ? (
            <>
              <Select
                label={t('staff.fields.role')}
                placeholder={t('staff.fields.rolePlaceholder')}
                data={roleOptions}
                value={values.ClientRole === null ? null : String(values.ClientRole)}
                onChange={(role) => change({ ClientRole: role ? Number(role) : null })}
                error={serverProblems.ClientRole}
                clearable
                maw={{ sm: 360 }}
              />
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
                {ADMINISTRATOR_FLAGS.map((flag) => (
                  <Switch
                    key={flag}
                    label={t(`staff.fields.${flagLabels[flag]}`)}
                    checked={values[flag] === 'T'}
                    onChange={(event) => change({ [flag]: event.currentTarget.checked ? 'T' : 'F' })}
                  />
                ))}
              </SimpleGrid>
            </>
          ) : (
            <Switch
              label={t('staff.fields.accountExecutive')}
              checked={values.isAccExecutive === 'T'}
              onChange={(event) => change({ isAccExecutive: event.currentTarget.checked ? 'T' : 'F' })}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('staff.actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('staff.actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
