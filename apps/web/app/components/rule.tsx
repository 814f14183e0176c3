/**
 * A horizontal line drawn as Mantine's Divider is, without its code: the storefront's pages share a 150 KB budget of
 * JavaScript (docs/benchmarks.md), and the footer and the product facts are on every one of them.
 */
export function Rule({
  color = 'var(--mantine-color-gray-3)',
  spacing = 0,
  opacity,
}: {
  color?: string;
  /** The room above and below (a Mantine spacing, e.g. `var(--mantine-spacing-lg)`). */
  spacing?: string | number;
  opacity?: number;
}) {
  return (
    <hr
      style={{ border: 0, borderTop: `1px solid ${color}`, marginBlock: spacing, marginInline: 0, opacity }}
    />
  );
}
