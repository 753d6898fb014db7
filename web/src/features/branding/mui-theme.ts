import { createTheme, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { brandPalette, type Branding } from './brand-palette';

// The brand's header and footer: the primary colour, each with the text colour the configuration names for it.
declare module '@mui/material/styles' {
  interface Palette {
    header: Palette['primary'];
    footer: Palette['primary'];
  }
  interface PaletteOptions {
    header?: PaletteOptions['primary'];
    footer?: PaletteOptions['primary'];
  }
}

// The button colour is a branding value distinct from the primary colour, so it lives in the Button overrides
// rather than in palette.primary. With `reducedMotion` (the visitor's system asks for less motion) nothing moves that only
// decorates: no ripple after a press, and dialogs, menus and collapses open and close at once (MUI's components take
// their timeouts from the theme's durations); spinners keep turning, since they say that something is under way.
export function createStorefrontTheme(
  branding: Partial<Branding> = {},
  { reducedMotion = false }: { reducedMotion?: boolean } = {},
): Theme {
  const palette = brandPalette(branding);
  return createTheme({
    ...(reducedMotion ? { transitions: withoutMotion } : {}),
    palette: {
      primary: { main: palette.primary, contrastText: palette.primaryText },
      header: { main: palette.primary, contrastText: palette.headerText },
      footer: { main: palette.primary, contrastText: palette.footerText },
      ...(palette.secondary === undefined ? {} : { secondary: { main: palette.secondary } }),
      ...(palette.text === undefined ? {} : { text: { primary: palette.text } }),
    },
    components: {
      MuiCssBaseline: { styleOverrides: baseStyles },
      // A required field says so to assistive technology (the input's required attribute), not with an asterisk that
      // would change the labels the spec quotes.
      MuiInputLabel: { defaultProps: { required: false } },
      MuiFormLabel: { defaultProps: { required: false } },
      // The outline's notch is cut to the label's width: without the asterisk, so that it fits the label shown.
      MuiOutlinedInput: {
        defaultProps: { slotProps: { notchedOutline: ({ label }: { label?: ReactNode }) => ({ label }) } },
      },
      MuiButtonBase: {
        ...(reducedMotion ? { defaultProps: { disableRipple: true } } : {}),
        // MUI marks keyboard focus only with its ripple, faint and gone without motion: a ring in the primary colour.
        styleOverrides: {
          root: { '&.Mui-focusVisible': { outline: `2px solid ${palette.primary}`, outlineOffset: 2 } },
        },
      },
      MuiButton: {
        styleOverrides: {
          contained: {
            backgroundColor: palette.button.main,
            color: palette.button.text,
            '&:hover': { backgroundColor: palette.button.hover },
            // A busy button is disabled while its request runs; it keeps the brand hue instead of MUI's grey.
            '&.Mui-disabled': { backgroundColor: palette.button.busy, color: palette.button.text },
          },
        },
      },
    },
  });
}

/** The page's own rules beside MUI's baseline (CssBaseline in branded-theme.tsx). */
const baseStyles = {
  // The fixed bottom bar of small screens (app/shell/mobile-bottom-bar.tsx); pages without it set it to 0.
  ':root': { '--bottom-bar-height': '56px' },
  // Below 900 px the bottom bar covers the viewport's last 56 px: focus moves and scrolls into view stop above it.
  '@media (max-width: 899.95px)': { html: { scrollPaddingBottom: 'var(--bottom-bar-height)' } },
  'button, input, select, textarea': { font: 'inherit' },
  // Who asks the system for less motion gets no motion that only decorates: hover and focus colours and fades change
  // at once (MUI's transitions and ripples go with the theme's durations above). Spinners keep turning: they say that
  // something is under way.
  '@media (prefers-reduced-motion: reduce)': { '*, *::before, *::after': { transition: 'none !important' } },
  // A heading takes the focus only from code (tabindex -1: lib/page-heading.ts after a navigation, a removed cart line
  // or a dialog whose opener went), so that a screen reader reads on from it. It is no control, so it draws no focus
  // ring, which would frame it after a change the shopper did not make with the keys.
  ":is(h1, h2, h3, h4, h5, h6)[tabindex='-1']:focus": { outline: 'none' },
};

const withoutMotion = {
  create: () => 'none',
  getAutoHeightDuration: () => 0,
  duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
};
