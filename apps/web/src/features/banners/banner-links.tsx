// The hosted click-through link of each size, on the agency's own address, to paste into an ad
// network beside that size's picture (downloaded here as a PNG): a click is counted for its size,
// then the visitor goes to the landing page.
import { BANNER_SIZES, type BannerSetView, type BannerSize, bannerDimensions } from '@lead/shared';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../lib/api-error.ts';
import { downloadBannerPng } from './banners-api.ts';
import '../../i18n/en-banners.ts';
import { NamedCopyButton } from '../../components/named-copy-button.tsx';

export function BannerLinks({ set }: { set: BannerSetView }) {
  const { t } = useTranslation();
  const png = useMutation({
    mutationFn: (size: BannerSize) => downloadBannerPng(set.id, size, set.name),
    onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error) }),
  });
  return (
    <Stack gap="xs" mt="lg">
      <Title order={2} size="h4">
        {t('banners.linksTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('banners.linksIntro')}
      </Text>
      {BANNER_SIZES.map((size) => {
        const link = `${window.location.origin}${set.clickPaths[size]}`;
        const { width, height } = bannerDimensions(size);
        const measures = { width: String(width), height: String(height) };
        const label = t('banners.linkOf', measures);
        return (
          <Group key={size} gap="xs" align="flex-end" wrap="nowrap">
            <TextInput label={label} value={link} readOnly style={{ flex: 1 }} />
            <NamedCopyButton
              value={link}
              variant="default"
              name={(copied) => t(copied ? 'banners.copiedLink' : 'banners.copyLink', measures)}
            />
            <Button
              variant="default"
              loading={png.isPending && png.variables === size}
              onClick={() => png.mutate(size)}
              aria-label={t('banners.downloadPngOf', measures)}
            >
              {t('banners.downloadPng')}
            </Button>
          </Group>
        );
      })}
    </Stack>
  );
}
