import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table wider than a phone scrolls inside this frame, never the page. The frame takes the keyboard's focus (with a
 * name) so that a keyboard user can scroll it too: axe's "scrollable-region-focusable" rule, met on a 360 px screen.
 */
export function ScrollFrame({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={label}>
      {children}
    </Table.ScrollContainer>
  );
}
