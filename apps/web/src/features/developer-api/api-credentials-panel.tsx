// The API KEY dialog's credentials, once the developer agreement is accepted (part 2 §3 "API
// credentials": client_id, secret_key, base_url; §7; issue 26 part 2 item 1): the API's base URL, the
// company's named credentials with when each was last used, a new one made with its secret shown
// once, and rotate and revoke, each after a confirmation. A failure shows the server's message.
import type { ApiCredentialRow } from '@lead/shared';
import { Alert, Button, Code, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirmAction } from '../../components/confirm-action.tsx';
import { errorMessageOf, fieldErrorsOf } from '../../lib/api-error.ts';
import { useCurrentUser } from '../../lib/session.tsx';
import {
  apiCredentialsKey,
  fetchApiCredentials,
  generateApiCredential,
  revokeApiCredential,
  rotateApiCredential,
} from './developer-api.ts';
import { IssuedSecret } from './issued-secret.tsx';
import '../../i18n/en-developer.ts';

const when = (iso: string | null, never: string) =>
  iso ? DateTime.fromISO(iso).toLocaleString(DateTime.DATETIME_MED) : never;

type Issued = { clientId: string; secret: string };

export function ApiCredentialsPanel() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const key = apiCredentialsKey(user.company_id);
  const list = useQuery({ queryKey: key, queryFn: () => fetchApiCredentials(user.company_id) });
  const [name, setName] = useState('');
  const [issued, setIssued] = useState<Issued | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const onIssued = (answer: { data: { user: { client_id: string; secret_key: string | null } } }) => {
    const secret = answer.data.user.secret_key;
    if (secret) setIssued({ clientId: answer.data.user.client_id, secret });
    setFailure(null);
    void refresh();
  };

  const generate = useMutation({
    mutationFn: () =>
      generateApiCredential({
        name: name.trim() || t('developer.defaultName'),
        email: user.email,
        subdomain: window.location.hostname,
      }),
    onSuccess: (answer) => {
      setName('');
      onIssued(answer);
    },
    onError: (error) => setFailure(errorMessageOf(error)),
  });
  const rotate = useMutation({
    mutationFn: (credential: ApiCredentialRow) => rotateApiCredential(credential.id),
    onSuccess: onIssued,
    onError: (error) => setFailure(errorMessageOf(error)),
  });
  const revoke = useMutation({
    mutationFn: (credential: ApiCredentialRow) => revokeApiCredential(credential.id),
    onSuccess: () => {
      setFailure(null);
      void refresh();
    },
    onError: (error) => setFailure(errorMessageOf(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!generate.isPending) generate.mutate();
  };
  const askRotate = (credential: ApiCredentialRow) =>
    openConfirmAction({
      title: t('developer.rotateTitle', { name: credential.name }),
      children: <Text size="sm">{t('developer.rotateText')}</Text>,
      labels: { confirm: t('developer.rotate'), cancel: t('common.cancel') },
      onConfirm: () => rotate.mutateAsync(credential),
    });
  const askRevoke = (credential: ApiCredentialRow) =>
    openConfirmAction({
      title: t('developer.revokeTitle', { name: credential.name }),
      children: <Text size="sm">{t('developer.revokeText')}</Text>,
      labels: { confirm: t('developer.revoke'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => revoke.mutateAsync(credential),
    });

  if (list.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (list.isError)
    return (
      <Alert color="red" variant="light" role="alert" title={t('developer.errorTitle')}>
        {errorMessageOf(list.error)}
      </Alert>
    );
  const credentials = list.data.credentials;
  const nameError = fieldErrorsOf(generate.error).name;

  return (
    <Stack gap="md" data-testid="api-credentials">
      <Group gap="xs">
        <Text size="sm" fw={500}>
          {t('developer.baseUrl')}
        </Text>
        <Code data-testid="api-base-url">{list.data.base_url}</Code>
        <Text size="sm" fw={500}>
          {t('developer.tokenUrl')}
        </Text>
        <Code>{`${list.data.base_url}/oauth/token`}</Code>
      </Group>
      {failure && (
        <Alert color="red" variant="light" role="alert" title={t('developer.errorTitle')}>
          {failure}
        </Alert>
      )}
      {issued && (
        <IssuedSecret clientId={issued.clientId} secret={issued.secret} onDone={() => setIssued(null)} />
      )}
      {credentials.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('developer.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" data-testid="api-credential-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('developer.columns.name')}</Table.Th>
                <Table.Th>{t('developer.columns.clientId')}</Table.Th>
                <Table.Th>{t('developer.columns.created')}</Table.Th>
                <Table.Th>{t('developer.columns.lastUsed')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {credentials.map((credential) => (
                <Table.Tr key={credential.id} data-credential={credential.client_id}>
                  <Table.Td>{credential.name}</Table.Td>
                  <Table.Td>
                    <Code>{credential.client_id}</Code>
                  </Table.Td>
                  <Table.Td>{when(credential.created_at, '—')}</Table.Td>
                  <Table.Td>{when(credential.last_used_at, t('developer.never'))}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap" justify="flex-end">
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => askRotate(credential)}
                        aria-label={t('developer.rotateNamed', { name: credential.name })}
                      >
                        {t('developer.rotate')}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        color="red"
                        onClick={() => askRevoke(credential)}
                        aria-label={t('developer.revokeNamed', { name: credential.name })}
                      >
                        {t('developer.revoke')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group component="form" onSubmit={submit} align="flex-end" gap="sm">
        <TextInput
          label={t('developer.newName')}
          description={t('developer.newNameHint')}
          placeholder={t('developer.defaultName')}
          value={name}
          maxLength={60}
          onChange={(event) => setName(event.currentTarget.value)}
          error={nameError}
          style={{ flex: 1 }}
        />
        <Button type="submit" loading={generate.isPending}>
          {t('developer.generate')}
        </Button>
      </Group>
    </Stack>
  );
}
