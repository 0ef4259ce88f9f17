// The lead page's building blocks: labelled facts as a description list, and an address a visitor's
// browser sent, shown as text and linked only when it is http(s) (never as markup).
import { Anchor, Box, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { httpUrl } from './journey-format.ts';
import '../../i18n/en-leads.ts';

export function FactList({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Box
      component="dl"
      m={0}
      data-testid={testId}
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(14rem, 100%), 1fr))',
        gap: 'var(--mantine-spacing-sm) var(--mantine-spacing-lg)',
      }}
    >
      {children}
    </Box>
  );
}

/** One fact; nothing at all when it has no value (a lead without a phone shows no Phone). */
export function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div data-testid={testId}>
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

type VisitorAddressProps = { address: string; children?: ReactNode; size?: 'xs' | 'sm' | 'md' };

/**
 * An address from a visitor's browser (a page, a referrer): a link opening in a new tab when it is
 * http(s), else plain text. The link passes no referrer and no ranking to the site.
 */
export function VisitorAddress({ address, children, size }: VisitorAddressProps) {
  const { t } = useTranslation();
  const href = httpUrl(address);
  if (!href) return <>{children ?? address}</>;
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      size={size}
      className="wl-link"
      style={{ overflowWrap: 'anywhere' }}
    >
      {children ?? address}
      <VisuallyHidden> {t('leads.page.newTab')}</VisuallyHidden>
    </Anchor>
  );
}
