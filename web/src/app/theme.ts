import { createTheme, getContrastRatio, lighten, type Theme } from '@mui/material/styles';
import type { Config } from '../../../contracts';

export const DEFAULT_BUTTON_COLOR = '#5BD318';

export interface ButtonShades {
  main: string;
  hover: string;
  busy: string;
}

export function buttonShades(color: string): ButtonShades {
  return { main: color, hover: lighten(color, 0.1), busy: lighten(color, 0.3) };
}

type Branding = Pick<
  Config,
  'primary_color' | 'secondary_color' | 'button_color' | 'button_text_color' | 'normal_text_color'
>;

// The button colour is a branding value distinct from the primary colour, so it lives in the Button overrides
// rather than in palette.primary.
export function createStorefrontTheme(branding: Partial<Branding> = {}): Theme {
  const shades = buttonShades(branding.button_color ?? DEFAULT_BUTTON_COLOR);
  const base = createTheme();
  // A configured text colour that would be unreadable on the button (below WCAG AA's 4.5:1) gives way to a readable one.
  const configuredText = branding.button_text_color;
  const text =
    configuredText !== undefined && getContrastRatio(configuredText, shades.main) >= 4.5
      ? configuredText
      : base.palette.getContrastText(shades.main);
  return createTheme({
    palette: {
      ...(branding.primary_color === undefined ? {} : { primary: { main: lighten(branding.primary_color, 0.1) } }),
      ...(branding.secondary_color === undefined ? {} : { secondary: { main: branding.secondary_color } }),
      ...(branding.normal_text_color === undefined ? {} : { text: { primary: branding.normal_text_color } }),
    },
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
