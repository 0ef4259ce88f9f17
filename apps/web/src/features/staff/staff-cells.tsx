// The cells that differ by kind: an administrator's role and settings, a sales person's account
// executive mark and payout account state (part 2 §4 "Connected payment account").
import { paymentAccountState, type TenantRow } from '@lead/shared';
import { Badge, Box, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConnectedAccountState } from '../billing/connected-account-state.tsx';
import { ADMINISTRATOR_FLAGS, type StaffFlag } from './staff-form-values.ts';
import '../../i18n/en-staff.ts';

const flagBadges = {
  defaultAdmin: 'defaultAdmin',
  customercare: 'customerCare',
  adminGetNotification: 'adminGetNotification',
  disabledreceivedemail: 'disabledReceivedEmail',
} as const satisfies Record<StaffFlag, string>;

/** Badges keep their whole word: the table scrolls sideways rather than cutting them short. */
const fullLabel = { label: { overflow: 'visible' } } as const;

export function AdministratorCells({ row, roleName }: { row: TenantRow; roleName: string | null }) {
  const { t } = useTranslation();
  const flags = ADMINISTRATOR_FLAGS.filter((flag) => row[flag] === 'T');
  return (
    <>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {roleName ?? (
          <Text span c="dimmed" fz="inherit">
            {t('staff.noRole')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          {flags.map((flag) => (
            <Badge key={flag} variant="light" size="sm" styles={fullLabel}>
              {t(`staff.flags.${flagBadges[flag]}`)}
            </Badge>
          ))}
        </Group>
      </Table.Td>
    </>
  );
}

export function SalesCells({ row }: { row: TenantRow }) {
  const { t } = useTranslation();
  return (
    <>
      <Table.Td>
        {row.isAccExecutive === 'T' ? (
          <Badge variant="light" size="sm" styles={fullLabel}>
            {t('staff.fields.accountExecutive')}
          </Badge>
        ) : (
          <Text c="dimmed">—</Text>
        )}
      </Table.Td>
      <Table.Td>
        <Box miw="max-content">
          <ConnectedAccountState state={paymentAccountState({ status_acc: row.status_acc })} />
        </Box>
      </Table.Td>
    </>
  );
}
