import './tag.css';

import type { CSSProperties, ReactNode } from 'react';

/**
 * A short label on a coloured ground (a discount, a repriced line, the cart's count), like Mantine's Badge without its
 * code on the storefront's pages (docs/benchmarks.md). `color` is a theme colour: its light shade is the ground;
 * `round` is the header's counter, filled.
 */
export function Tag({
  color,
  round = false,
  large = false,
  children,
  ...rest
}: {
  color: string;
  round?: boolean;
  /** A code the reader may need to read out (a coupon). */
  large?: boolean;
  children: ReactNode;
  'data-testid'?: string;
  'aria-hidden'?: boolean;
}) {
  const style = round
    ? { '--tag-bg': `var(--mantine-color-${color}-4)`, '--tag-color': 'var(--mantine-color-brand-9)' }
    : {
        '--tag-bg': `var(--mantine-color-${color}-light)`,
        '--tag-color': `var(--mantine-color-${color}-light-color)`,
      };
  return (
    <span
      className={['tag', round && 'tag-round', large && 'tag-large'].filter(Boolean).join(' ')}
      style={style as CSSProperties}
      {...rest}
    >
      {children}
    </span>
  );
}
