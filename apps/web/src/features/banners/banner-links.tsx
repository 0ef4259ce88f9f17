// The hosted click-through link of each size, on the agency's own address, to paste into an ad
// network: a click is counted for its size, then the visitor goes to the landing page.
import { BANNER_SIZES, type BannerSetView, bannerDimensions } from '@lead/shared';
import { Button, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function BannerLinks({ set }: { set: BannerSetView }) {
  const { t } = useTranslation();
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
        const label = t('banners.linkOf', { width: String(width), height: String(height) });
        return (
          <Group key={size} gap="xs" align="flex-end" wrap="nowrap">
            <TextInput label={label} value={link} readOnly style={{ flex: 1 }} />
            <CopyButton value={link}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy} aria-label={t('banners.copyLink', { size: label })}>
                  {copied ? t('banners.copied') : t('banners.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        );
      })}
    </Stack>
  );
}
