import { type CSSVariablesResolver, type MantineColorsTuple, createTheme } from '@mantine/core';
import { THEME_COLOURS } from '@portal/shared/constants/index';

/** spec §9: primary #343383 (shade 6), secondary #C9D6E2 (shade 4), background #FFFFFF. */
const brand: MantineColorsTuple = [
  '#f1f1f6',
  '#e1e0ec',
  '#c2c2da',
  '#a4a3c7',
  '#8181b2',
  '#5d5c9c',
  THEME_COLOURS.primary,
  '#2c2b6f',
  '#24245c',
  '#1d1c48',
];

const secondary: MantineColorsTuple = [
  '#f4f7f9',
  '#e9eff3',
  '#dfe6ee',
  '#d4dee8',
  THEME_COLOURS.secondary,
  '#b5c1cb',
  '#97a0aa',
  '#798088',
  '#5a6066',
  '#3c4044',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand, secondary },
  white: THEME_COLOURS.background,
  defaultRadius: 'sm',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  components: {
    // A spinner's name ("Loading…", "Updating the price") is read out only from an element with a role: on Mantine's
    // bare span, `aria-label` is an attribute ARIA forbids (axe "aria-prohibited-attr"). A status is also announced
    // politely when it appears.
    Loader: { defaultProps: { role: 'status' } },
  },
});

/**
 * WCAG 2.2 AA: Mantine's default dimmed (gray 6), placeholder (gray 5) and error / light-variant red (red 6) colours
 * fall under 4.5:1 on white; these reach at least 4.6:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-placeholder': '#6c757d',
    '--mantine-color-error': '#c92a2a',
    '--mantine-color-body': THEME_COLOURS.background,
    '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
    // Light badges and alerts: their text on their own tint (about #ecf9ef for green) reaches 4.5:1 only darker than
    // shade 9 for green, teal, yellow, orange and lime (axe-core found the green and yellow badges under it).
    '--mantine-color-green-light-color': '#1f6b30',
    '--mantine-color-teal-light-color': '#0b6b55',
    '--mantine-color-yellow-light-color': '#7a4a00',
    '--mantine-color-orange-light-color': '#9c3a06',
    '--mantine-color-lime-light-color': '#3f6b0a',
    '--mantine-color-red-text': 'var(--mantine-color-red-9)',
    // A filled red button (a delete's confirmation): white on red 6 is 3.3:1, on red 9 5:1.
    '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled-hover': '#a61e1e',
  },
  dark: {},
});
