import { createTheme, type Theme } from '@mui/material/styles';
import { brandPalette, type Branding } from './brand-palette';

// Only the pages that use MUI load this module (see branded-mui.tsx): the home route paints from CSS variables.
// The button colour is a branding value distinct from the primary colour, so it lives in the Button overrides
// rather than in palette.primary.
export function createStorefrontTheme(branding: Partial<Branding> = {}): Theme {
  const palette = brandPalette(branding);
  return createTheme({
    palette: {
      primary: { main: palette.primary },
      ...(palette.secondary === undefined ? {} : { secondary: { main: palette.secondary } }),
      ...(palette.text === undefined ? {} : { text: { primary: palette.text } }),
    },
    components: {
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
