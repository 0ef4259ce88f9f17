// Pages for visitors (sign-in, registration, legal, dev mail): branded by the company behind the host.

import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { ThemeToggle } from '../../components/theme-toggle.tsx';
import { useDomainInfo } from '../../lib/domain-info.ts';
import { useWhiteLabel } from '../theme/white-label.tsx';

const LEGAL_LINKS = [
  { to: '/privacy-policy', labelKey: 'legal.privacyPolicy' },
  { to: '/term-of-use', labelKey: 'legal.termOfUse' },
  { to: '/service-billing-agreement', labelKey: 'legal.serviceBillingAgreement' },
] as const;

export function VisitorLayout() {
  const { t } = useTranslation();
  const domain = useDomainInfo();
  useWhiteLabel(domain.data?.appearance);
  const companyName = domain.data?.company_root_name;

  useEffect(() => {
    if (companyName) document.title = companyName;
  }, [companyName]);

  return (
    <Box className="wl-page">
      <Box component="header" className="wl-box" style={{ borderBottom: '4px solid var(--wl-sidebar)' }}>
        <Container size="lg" py="sm">
          <Group justify="space-between" wrap="nowrap">
            <Anchor component={Link} to="/login" underline="never" c="inherit" aria-label={companyName}>
              <BrandMark name={companyName} logo={domain.data?.logo} loading={domain.isPending} />
            </Anchor>
            <ThemeToggle />
          </Group>
        </Container>
      </Box>
      <Box component="main" flex={1} py={{ base: 'lg', sm: 48 }} px={{ base: 'sm', sm: 'md' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Box component="footer" py="md">
        <Container size="lg">
          <Group justify="center" gap="lg">
            <Text size="sm" c="dimmed">
              © {new Date().getFullYear()} · {t('legal.allRightsReserved')}
            </Text>
            {LEGAL_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm" className="wl-link">
                {t(link.labelKey)}
              </Anchor>
            ))}
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
