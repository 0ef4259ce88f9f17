import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

/** Tooltip open delay (part 2 §9). */
export const TOOLTIP_DELAY_MS = 300;

type RowActionIconProps = {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  color?: string;
  loading?: boolean;
  /** For actions that open an inline panel. */
  expanded?: boolean;
};

/** One row action: an icon button named by its aria-label, with the same words on hover (300 ms). */
export function RowActionIcon({ label, icon, onClick, color, loading, expanded }: RowActionIconProps) {
  return (
    <Tooltip label={label} openDelay={TOOLTIP_DELAY_MS} withinPortal>
      <ActionIcon
        variant={expanded ? 'light' : 'subtle'}
        color={color ?? 'gray'}
        aria-label={label}
        aria-expanded={expanded}
        loading={loading}
        onClick={onClick}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
