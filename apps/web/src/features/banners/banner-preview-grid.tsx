// The six sizes side by side as the server draws them from the form's current words, colours and
// background image, chosen or saved (the same drawing the PNG and zip files get): text that does not
// fit shows here first.
import { type BannerSize, bannerDimensions } from '@lead/shared';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BannerPicture } from './banner-picture.tsx';
import { type BannerPreview, previewPngOf } from './banners-api.ts';
import '../../i18n/en-banners.ts';

type BannerPreviewGridProps = { preview: BannerPreview; sizes: readonly BannerSize[] };

/** A preview needs words to draw: until then each size says what is missing. */
const drawable = (preview: BannerPreview) =>
  preview.headline.trim() !== '' &&
  preview.callToAction.trim() !== '' &&
  /^#[0-9a-f]{6}$/i.test(preview.backgroundColor);

/** A chosen file as a query key can hold it (a File itself hashes as {}). */
const fileKeyOf = (file: File | null) => (file ? [file.name, file.size, file.lastModified] : null);

export function BannerPreviewGrid({ preview, sizes }: BannerPreviewGridProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-live="polite">
      <Title order={2} size="h4">
        {t('banners.preview')}
      </Title>
      {!drawable(preview) && <Text c="dimmed">{t('banners.previewWaiting')}</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {sizes.map((size) => {
          const { width, height } = bannerDimensions(size);
          return (
            <Card key={size} withBorder padding="sm" data-preview-size={size}>
              <Text size="sm" fw={500} mb={6}>
                {t('banners.sizeLabel', { width: String(width), height: String(height) })}
              </Text>
              {drawable(preview) && (
                <BannerPicture
                  size={size}
                  pictureKey={['preview', size, { ...preview, background: fileKeyOf(preview.background) }]}
                  fetchPicture={(signal) => previewPngOf(size, preview, signal)}
                  alt={preview.headline}
                  maxWidth={360}
                />
              )}
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
