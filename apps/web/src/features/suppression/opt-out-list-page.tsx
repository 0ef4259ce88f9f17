// /configuration/opt-out-list (part 2 §2, §6: system users): the platform opt-out list, newest
// requests first and paged, with an address added by hand and the whole list purged after the spec's
// confirmation. Rows still removing data refresh until their job is done.
import { TENANT_LIMITS } from '@lead/shared';
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListStates } from '../../components/list-states.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { errorMessageOf, fieldErrorsOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useCurrentUser } from '../../lib/session.tsx';
import { OptOutTable } from './opt-out-table.tsx';
import { usePurgeFlow } from './purge-flow.tsx';
import { addOptOut, listOptOuts, OPT_OUT_KEY, optOutListKey, purgeOptOutList } from './suppression-api.ts';
import '../../i18n/en-suppression.ts';

/** While a request's job runs, the list looks again this often. */
const RUNNING_REFRESH_MS = 3000;
const refreshList = () => void queryClient.invalidateQueries({ queryKey: OPT_OUT_KEY });

function AddOptOutForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const add = useMutation({
    mutationFn: () => addOptOut(email),
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      setEmail('');
      refreshList();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  const fieldError = fieldErrorsOf(add.error).email ?? (add.error ? errorMessageOf(add.error) : undefined);
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm">
        <TextInput
          label={t('suppression.optOutList.addLabel')}
          placeholder={t('suppression.optOutList.addPlaceholder')}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={fieldError}
          w={{ base: '100%', sm: 360 }}
        />
        <Button type="submit" mt={{ base: 0, sm: 25 }} loading={add.isPending} disabled={email.trim() === ''}>
          {t('suppression.optOutList.add')}
        </Button>
      </Group>
    </form>
  );
}

export function OptOutListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: optOutListKey(page),
    queryFn: () => listOptOuts(page, TENANT_LIMITS.perPage),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some((row) => row.completed_at === null) ? RUNNING_REFRESH_MS : false,
  });
  const purge = usePurgeFlow(
    () => purgeOptOutList(user.company_root_id),
    () => {
      setPage(1);
      refreshList();
    },
  );
  const rows = list.data?.data ?? [];
  // Nothing to purge: the button waits for a first address.
  const empty = list.data?.total === 0;

  return (
    <>
      <PageHeader
        title={t('configurationPages.opt-out-list')}
        description={t('suppression.optOutList.description')}
        actions={
          <Group gap="sm">
            <Anchor component={Link} to="/opt-out" target="_blank" size="sm" className="wl-link">
              {t('suppression.optOutList.publicPage')}
            </Anchor>
            <Button
              variant="outline"
              color="red.9"
              onClick={purge.askPurge}
              loading={purge.busy}
              disabled={empty}
            >
              {t('suppression.optOutList.purge')}
            </Button>
          </Group>
        }
      />
      <Stack gap="md">
        <AddOptOutForm />
        <ListStates
          query={list}
          page={page}
          onPage={setPage}
          loadFailed={t('suppression.optOutList.loadFailed')}
          loadingTestId="opt-out-loading"
          empty={{
            title: t('suppression.optOutList.emptyTitle'),
            description: t('suppression.optOutList.emptyText'),
          }}
        >
          <OptOutTable rows={rows} />
        </ListStates>
      </Stack>
      {purge.dialogs}
    </>
  );
}
