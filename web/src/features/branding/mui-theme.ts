import { createTheme, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { brandPalette, type Branding } from './brand-palette';

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
      primary: { main: palette.primary },
      ...(palette.secondary === undefined ? {} : { secondary: { main: palette.secondary } }),
      ...(palette.text === undefined ? {} : { text: { primary: palette.text } }),
    },
    components: {
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
        // MUI marks keyboard focus only with its ripple, faint and gone without motion: the ring lib/ui's buttons draw.
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

const withoutMotion = {
  create: () => 'none',
  getAutoHeightDuration: () => 0,
  duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
};
