// "Is the pixel installed?" in a Site ID campaign's embed-code dialog (issue 25 item 6): where the
// pixel was last seen and what to do, with Check again (a page view shows within seconds).
import type { PixelStatusResponse } from '@lead/shared';
import { Alert, Button, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageOf, fieldErrorsOf } from '../../lib/api-error.ts';
import { pixelStatusKey, readPixelStatus } from './campaigns-api.ts';
import { pixelStatusWords } from './pixel-status-words.ts';
import '../../i18n/en-campaigns.ts';

export function PixelStatusSection({ leadspeekApiId }: { leadspeekApiId: string }) {
  const { t } = useTranslation();
  const status = useQuery({
    queryKey: pixelStatusKey(leadspeekApiId),
    queryFn: () => readPixelStatus(leadspeekApiId),
    // Opening the dialog asks again: the table's answer may be a minute old.
    staleTime: 0,
  });
  const checking = status.isFetching;
  return (
    <Stack gap="xs" data-testid="pixel-status" aria-busy={checking}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={3} size="h6">
          {t('campaigns.pixel.title')}
        </Title>
        {/* Kept focusable while it checks (aria-disabled), so a keyboard user's place is not lost. */}
        <Button
          size="xs"
          variant="default"
          data-disabled={checking}
          aria-disabled={checking}
          onClick={() => {
            if (!checking) void status.refetch();
          }}
        >
          {t('campaigns.pixel.checkAgain')}
        </Button>
      </Group>
      {status.isError ? (
        <Alert color="red" title={t('campaigns.pixel.loadFailed')} data-testid="pixel-status-error">
          {/* A refusal names its reason on the campaign's id (a campaign that is not Site ID). */}
          {fieldErrorsOf(status.error).leadspeek_api_id ?? errorMessageOf(status.error)}
        </Alert>
      ) : status.data ? (
        <PixelStatusReport status={status.data} />
      ) : (
        <Stack gap={6} data-testid="pixel-status-loading">
          <VisuallyHidden>{t('campaigns.pixel.loading')}</VisuallyHidden>
          <Skeleton h={16} w="40%" />
          <Skeleton h={16} />
        </Stack>
      )}
    </Stack>
  );
}

function PixelStatusReport({ status }: { status: PixelStatusResponse }) {
  const { t } = useTranslation();
  const words = pixelStatusWords(status, t, new Date());
  return (
    <>
      {/* A status, not an alarm: read out again after each check. */}
      <Alert
        role="status"
        color={words.color}
        title={words.headline}
        data-testid="pixel-status-state"
        data-state={status.state}
      >
        <Stack gap={2}>
          {words.lines.map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        </Stack>
      </Alert>
      {words.elsewhere.length > 0 && (
        <Alert role="status" color="orange" data-testid="pixel-status-elsewhere">
          <Stack gap={2}>
            {words.elsewhere.map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
    </>
  );
}
