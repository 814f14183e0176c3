import './columns.css';

import type { CSSProperties, ReactNode } from 'react';

type Breakpoint = 'base' | 'xs' | 'sm' | 'md' | 'lg';

/**
 * Equal columns, responsive like Mantine's SimpleGrid (same breakpoints and spacing scale) but drawn by CSS alone, so
 * the storefront's pages do not carry its JavaScript.
 */
export function Columns({
  cols,
  spacing = 'md',
  children,
  ...rest
}: {
  cols: Partial<Record<Breakpoint, number>>;
  spacing?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  children: ReactNode;
  'data-testid'?: string;
}) {
  const style: Record<string, string | number> = { '--columns-gap': `var(--mantine-spacing-${spacing})` };
  for (const [breakpoint, count] of Object.entries(cols)) style[`--cols-${breakpoint}`] = count;
  return (
    <div className="columns" style={style as CSSProperties} {...rest}>
      {children}
    </div>
  );
}
