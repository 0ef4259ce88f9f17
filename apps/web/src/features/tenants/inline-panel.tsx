// An inline collapsible panel (part 2 §2 "inline collapsible forms"): it opens with a slide and
// leaves the DOM only once closed, so the rows below move smoothly instead of jumping.

import { TIMINGS } from '@lead/shared';
import { Collapse, Table } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';

type InlinePanelProps = { opened: boolean; children: ReactNode };

function useSlide(opened: boolean) {
  const [mounted, setMounted] = useState(opened);
  const [expanded, setExpanded] = useState(false);
  useEffect(() => {
    if (opened) setMounted(true);
    // Expanding one frame after mounting lets the collapse animate from zero height.
    const frame = requestAnimationFrame(() => setExpanded(opened));
    // Unmount after closing even if no transition end arrives (reduced motion).
    const unmount = opened
      ? undefined
      : setTimeout(() => setMounted(false), TIMINGS.collapseAnimationMs + 100);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(unmount);
    };
  }, [opened]);
  const onTransitionEnd = () => {
    if (!opened) setMounted(false);
  };
  return { mounted: mounted || opened, expanded, onTransitionEnd };
}

/** Above the table (the top add form). */
export function InlinePanel({ opened, children }: InlinePanelProps) {
  const slide = useSlide(opened);
  if (!slide.mounted) return null;
  return (
    <Collapse
      expanded={slide.expanded}
      transitionDuration={TIMINGS.collapseAnimationMs}
      onTransitionEnd={slide.onTransitionEnd}
    >
      {children}
    </Collapse>
  );
}

/** A full-width table row under the row it belongs to. */
export function InlinePanelRow({ opened, colSpan, children }: InlinePanelProps & { colSpan: number }) {
  const slide = useSlide(opened);
  if (!slide.mounted) return null;
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan} py={0}>
        <Collapse
          expanded={slide.expanded}
          transitionDuration={TIMINGS.collapseAnimationMs}
          onTransitionEnd={slide.onTransitionEnd}
        >
          {/* On a narrow screen the table scrolls sideways: the form stays in view at its left. */}
          <div
            style={{
              paddingBlock: 'var(--mantine-spacing-md)',
              position: 'sticky',
              left: 0,
              maxWidth: 'var(--tenant-visible-width, 100%)',
            }}
          >
            {children}
          </div>
        </Collapse>
      </Table.Td>
    </Table.Tr>
  );
}
