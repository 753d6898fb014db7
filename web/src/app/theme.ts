import { createTheme, lighten, type Theme } from '@mui/material/styles';

export const DEFAULT_BUTTON_COLOR = '#5BD318';

export interface ButtonShades {
  main: string;
  hover: string;
  busy: string;
}

export function buttonShades(color: string): ButtonShades {
  return { main: color, hover: lighten(color, 0.1), busy: lighten(color, 0.3) };
}

// The button colour is a branding value distinct from the primary colour, so it lives in the Button overrides
// rather than in palette.primary.
export function createStorefrontTheme(buttonColor: string = DEFAULT_BUTTON_COLOR): Theme {
  const shades = buttonShades(buttonColor);
  const base = createTheme();
  const text = base.palette.getContrastText(shades.main);
  return createTheme({
    components: {
      MuiButton: {
        styleOverrides: {
          contained: {
            backgroundColor: shades.main,
            color: text,
            '&:hover': { backgroundColor: shades.hover },
            // A busy button is disabled while its request runs; it keeps the brand hue instead of MUI's grey.
            '&.Mui-disabled': { backgroundColor: shades.busy, color: text },
          },
        },
      },
    },
  });
}
