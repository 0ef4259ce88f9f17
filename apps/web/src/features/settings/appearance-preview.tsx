// A live preview of the white-label look (issue 14): the sidebar, a page with a box, text, a link and
// a button, drawn in the colours being edited before they are saved.
import { type Appearance, sidebarTextColour } from '@lead/shared';
import { Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../../i18n/en-general-setting.ts';

/** The shell's font stack (app/theme), which features may not import. */
const fontStackOf = (fontName: string) =>
  `"${fontName}", -apple-system, "Segoe UI", Roboto, Arial, sans-serif`;

export function AppearancePreview({ appearance }: { appearance: Appearance }) {
  const { t } = useTranslation();
  const sidebarText = sidebarTextColour(appearance.sidebarcolor);
  return (
    <Box
      role="img"
      aria-label={t('generalSetting.previewLabel')}
      data-testid="appearance-preview"
      style={{
        display: 'flex',
        borderRadius: 8,
        overflow: 'hidden',
        border: '1px solid var(--mantine-color-gray-4)',
        fontFamily: fontStackOf(appearance.fonttheme),
        minHeight: 150,
      }}
    >
      <Stack gap={6} p="sm" w={130} style={{ background: appearance.sidebarcolor, color: sidebarText }}>
        <Text fw={700} size="sm" inherit>
          {t('generalSetting.previewBrand')}
        </Text>
        <Text size="xs" inherit>
          {t('generalSetting.previewMenuDashboard')}
        </Text>
        <Text size="xs" inherit>
          {t('generalSetting.previewMenuCampaigns')}
        </Text>
      </Stack>
      <Box p="sm" style={{ flex: 1, background: appearance.templatecolor, color: appearance.textcolor }}>
        <Text size="sm" mb={6} inherit>
          {t('generalSetting.previewPageText')}{' '}
          <span style={{ color: appearance.linkcolor, textDecoration: 'underline' }}>
            {t('generalSetting.previewLink')}
          </span>
        </Text>
        <Box p="sm" style={{ background: appearance.boxcolor, borderRadius: 6 }}>
          <Text size="sm" inherit>
            {t('generalSetting.previewBoxText')}{' '}
            <span style={{ color: appearance.linkcolor, textDecoration: 'underline' }}>
              {t('generalSetting.previewLink')}
            </span>
          </Text>
          <Group mt={8}>
            <Box
              px="sm"
              py={4}
              style={{ background: appearance.linkcolor, color: '#ffffff', borderRadius: 4, fontSize: 13 }}
            >
              {t('generalSetting.previewButton')}
            </Box>
          </Group>
        </Box>
      </Box>
    </Box>
  );
}
