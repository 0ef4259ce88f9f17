// What a page shows when its code could not be downloaded (a dropped connection, or a new version of
// the app replaced the chunk) or it failed while showing: the product's words and a way on, in place
// of React Router's screen for developers. Inside the signed-in shell the menus stay usable.
import { messages } from '@lead/shared';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Whether the error is a module that could not be downloaded (each browser words it its own way). */
export function isLoadFailure(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|ChunkLoadError/i.test(text);
}

export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <Stack align="center" gap="md" py="xl" ta="center" role="alert">
      <Title order={1} fz="h2">
        {t('pageError.title')}
      </Title>
      <Text size="lg" data-testid="page-error-message">
        {isLoadFailure(error) ? messages.pageLoadFailed : messages.pageFailed}
      </Text>
      <Button onClick={() => window.location.reload()}>{t('pageError.reload')}</Button>
    </Stack>
  );
}
