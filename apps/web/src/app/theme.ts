import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Brillo's teal. Shade 7 is the primary: white text on it, and it as text on white, pass WCAG AA. */
const brillo: MantineColorsTuple = [
  '#e3f6f8',
  '#c5e9ee',
  '#94d5de',
  '#5fbfcc',
  '#35aabb',
  '#1c96a8',
  '#0f7f90',
  '#0b6c7b',
  '#085a66',
  '#054650',
];

export const theme = createTheme({
  colors: { brillo },
  primaryColor: 'brillo',
  primaryShade: 7,
  defaultRadius: 'md',
  focusRing: 'auto',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontWeight: '700',
    sizes: {
      h1: { fontSize: 'clamp(1.75rem, 1.4rem + 1.6vw, 2.5rem)', lineHeight: '1.2' },
      h2: { fontSize: '1.375rem', lineHeight: '1.3' },
    },
  },
});

/**
 * Error texts (field messages, the required mark) in red 9 and dimmed texts (field descriptions,
 * hints) in grey 7, rather than Mantine's red 6 and grey 6, which are below the WCAG AA contrast
 * for small text on white.
 */
export const cssVariablesResolver: CSSVariablesResolver = (mantineTheme) => ({
  variables: {},
  light: {
    '--mantine-color-error': mantineTheme.colors.red[9],
    '--mantine-color-dimmed': mantineTheme.colors.gray[7],
  },
  dark: {},
});
