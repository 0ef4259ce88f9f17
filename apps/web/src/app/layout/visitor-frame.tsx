// The frame of the pages for visitors (sign-in, registration, legal, dev mail): header with the brand
// of the company behind the host, footer with the legal links. The app's visitor layout and the
// sign-in page's own entry both use it, so it uses no router (links are AppLinks).

import type { DomainInfo } from '@lead/shared';
import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { memo, type ReactNode, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/brand-mark.tsx';
import { ThemeToggle } from '../../components/theme-toggle.tsx';
import { AppLink } from '../../lib/app-link.tsx';
import { useDomainInfo } from '../../lib/domain-info.ts';
import { useWhiteLabel } from '../theme/white-label.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

const LEGAL_LINKS = [
  { to: '/privacy-policy', labelKey: 'legal.privacyPolicy' },
  { to: '/term-of-use', labelKey: 'legal.termOfUse' },
  { to: '/service-billing-agreement', labelKey: 'legal.serviceBillingAgreement' },
] as const;

export function VisitorFrame({ children }: { children: ReactNode }) {
  const domain = useDomainInfo();
  // The host's company arrives after the page is drawn; the query's update is synchronous, so the frame
  // takes it as a transition (short slices), where redrawing it in one task was the sign-in page's
  // longest task after hydrating. Until then the frame shows the placeholder it was drawn with.
  const shown = useDeferredValue(domain.data);
  const pending = useDeferredValue(domain.isPending);
  return (
    <Frame domain={shown} pending={pending}>
      {children}
    </Frame>
  );
}

const Frame = memo(function Frame({
  domain,
  pending,
  children,
}: {
  domain: DomainInfo | undefined;
  pending: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  useWhiteLabel(domain?.appearance);
  const companyName = domain?.company_root_name;

  useEffect(() => {
    if (companyName) document.title = companyName;
  }, [companyName]);

  return (
    <Box className="wl-page">
      <SkipLink />
      <Box component="header" className="wl-box" style={{ borderBottom: '4px solid var(--wl-sidebar)' }}>
        <Container size="lg" py="sm">
          <Group justify="space-between" wrap="nowrap">
            <Anchor
              component={AppLink}
              to="/login"
              underline="never"
              c="inherit"
              aria-label={companyName ?? t('common.home')}
            >
              <BrandMark name={companyName} logo={domain?.logo} loading={pending} />
            </Anchor>
            <ThemeToggle />
          </Group>
        </Container>
      </Box>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        flex={1}
        py={{ base: 'lg', sm: 48 }}
        px={{ base: 'sm', sm: 'md' }}
      >
        {children}
      </Box>
      <Box component="footer" py="md">
        <Container size="lg">
          <Group justify="center" gap="lg">
            <Text size="sm" c="dimmed">
              © {new Date().getFullYear()} · {t('legal.allRightsReserved')}
            </Text>
            {LEGAL_LINKS.map((link) => (
              <Anchor key={link.to} component={AppLink} to={link.to} size="sm" className="wl-link">
                {t(link.labelKey)}
              </Anchor>
            ))}
          </Group>
        </Container>
      </Box>
    </Box>
  );
});
