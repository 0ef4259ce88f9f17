// Connecting one provider: its credential fields (or a webhook's URL), checked by the server with the
// provider before anything is stored (§8: a refusal shows the server's message). Credentials are
// never shown again once saved, so the fields always start empty.
import { INTEGRATION_PROVIDERS, type IntegrationSlug } from '@lead/shared';
import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../lib/api-error.ts';
import type { SaveIntegrationInput } from './integrations-api.ts';
import { SlackAppButton } from './slack-app-button.tsx';
import '../../i18n/en-integrations.ts';

type ConnectModalProps = {
  slug: IntegrationSlug | null;
  companyId: number;
  busy: boolean;
  error: unknown;
  onSubmit: (input: SaveIntegrationInput) => void;
  onClose: () => void;
};

export function ConnectModal({ slug, ...props }: ConnectModalProps) {
  const { t } = useTranslation();
  const provider = slug ? INTEGRATION_PROVIDERS[slug] : null;
  return (
    <Modal
      opened={slug !== null}
      onClose={props.onClose}
      title={provider ? t('integrations.connect.title', { provider: provider.name }) : ''}
    >
      {slug && <ConnectForm key={slug} slug={slug} {...props} />}
    </Modal>
  );
}

function ConnectForm({
  slug,
  companyId,
  busy,
  error,
  onSubmit,
  onClose,
}: ConnectModalProps & { slug: IntegrationSlug }) {
  const { t } = useTranslation();
  const provider = INTEGRATION_PROVIDERS[slug];
  const fields =
    slug === 'webhook'
      ? [{ name: 'url', label: t('integrations.webhook.url'), secret: false }]
      : provider.credentialFields;
  const [values, setValues] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<Record<string, string>>({});
  const serverErrors = fieldErrorsOf(error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = Object.fromEntries(
      fields
        .filter((field) => !(values[field.name] ?? '').trim())
        .map((field) => [field.name, t('integrations.connect.required', { field: field.label })]),
    );
    setMissing(empty);
    if (Object.keys(empty).length > 0) return;
    const trimmed = Object.fromEntries(
      fields.map((field) => [field.name, (values[field.name] ?? '').trim()]),
    );
    onSubmit(
      slug === 'webhook' ? { companyId, slug, url: trimmed.url } : { companyId, slug, credentials: trimmed },
    );
  };
  const errorOf = (name: string) =>
    missing[name] ?? serverErrors[name] ?? serverErrors[`credentials.${name}`] ?? undefined;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {slug === 'slack' && <SlackAppButton companyId={companyId} />}
        <Text size="sm" c="dimmed">
          {slug === 'webhook'
            ? t('integrations.webhook.urlHint')
            : slug === 'slack'
              ? t('integrations.connect.slackWebhookHint')
              : t('integrations.connect.intro', { provider: provider.name })}
        </Text>
        {fields.map((field, index) => {
          const common = {
            label: field.label,
            required: true,
            value: values[field.name] ?? '',
            error: errorOf(field.name),
            autoComplete: 'off',
            'data-autofocus': index === 0 && slug !== 'slack' ? true : undefined,
            onChange: (event: { currentTarget: { value: string } }) => {
              const value = event.currentTarget.value;
              setValues((current) => ({ ...current, [field.name]: value }));
            },
          };
          return field.secret ? (
            <PasswordInput key={field.name} {...common} />
          ) : (
            <TextInput
              key={field.name}
              {...common}
              type={field.name === 'url' ? 'url' : 'text'}
              placeholder={field.name === 'url' ? 'https://example.com/hooks/leads' : undefined}
            />
          );
        })}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('integrations.connect.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
