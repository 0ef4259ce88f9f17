// An inline collapsible panel (part 2 §2 "inline collapsible forms"): it opens with a slide and
// leaves the DOM only once closed, so the rows below move smoothly instead of jumping.

import { TIMINGS } from '@lead/shared';
import { Collapse, Table } from '@mantine/core';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';

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

/**
 * An opened form takes the keyboard's focus on its `data-autofocus` field, as a dialog does: the
 * button that opened it is above, and the form would otherwise be a Tab walk away.
 */
function useFocusWhenOpened(opened: boolean): RefObject<HTMLDivElement | null> {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!opened) return;
    // The collapse shows its content only as it expands: try until the field takes the focus (2 s).
    let timer: ReturnType<typeof setTimeout> | undefined;
    let tries = 0;
    const focus = () => {
      const field = box.current?.querySelector<HTMLElement>('[data-autofocus]');
      field?.focus({ preventScroll: true });
      if (document.activeElement !== field && ++tries < 40) timer = setTimeout(focus, 50);
    };
    focus();
    return () => clearTimeout(timer);
  }, [opened]);
  return box;
}

/** Above the table (the top add form). */
export function InlinePanel({ opened, children }: InlinePanelProps) {
  const slide = useSlide(opened);
  const box = useFocusWhenOpened(opened && slide.expanded);
  if (!slide.mounted) return null;
  return (
    <Collapse
      expanded={slide.expanded}
      transitionDuration={TIMINGS.collapseAnimationMs}
      onTransitionEnd={slide.onTransitionEnd}
    >
      <div ref={box}>{children}</div>
    </Collapse>
  );
}

/** A full-width table row under the row it belongs to. */
export function InlinePanelRow({ opened, colSpan, children }: InlinePanelProps & { colSpan: number }) {
  const slide = useSlide(opened);
  const box = useFocusWhenOpened(opened && slide.expanded);
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
            ref={box}
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
