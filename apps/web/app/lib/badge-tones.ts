/**
 * Text colour for a light badge of `color` that reads at WCAG AA: Mantine's shade 9 of green, teal and yellow is only
 * about 4:1 on its own tint, so those are darkened further; the other colours' shade 9 passes as it is.
 */
export function badgeText(color: string): string {
  if (color === 'gray') return 'gray.8';
  if (color === 'green' || color === 'teal' || color === 'yellow')
    return `color-mix(in srgb, var(--mantine-color-${color}-9) 70%, black)`;
  return `${color}.9`;
}
