import { getContrastRatio, lighten } from '@mui/system/colorManipulator';
import type { Config } from '../../../../contracts';

export const DEFAULT_BUTTON_COLOR = '#5BD318';
/** MUI's default primary blue, the storefront's colour before a configuration names one. */
const DEFAULT_PRIMARY_COLOR = '#1976d2';
const DARK_TEXT = 'rgba(0, 0, 0, 0.87)';
const LIGHT_TEXT = '#fff';

export type Branding = Pick<
  Config,
  | 'primary_color'
  | 'secondary_color'
  | 'button_color'
  | 'button_text_color'
  | 'normal_text_color'
  | 'header_text_color'
  | 'footer_text_color'
>;

export interface ButtonShades {
  main: string;
  hover: string;
  busy: string;
}

export function buttonShades(color: string): ButtonShades {
  return { main: color, hover: lighten(color, 0.1), busy: lighten(color, 0.3) };
}

/** Readable text on a background, by MUI's rule (white from a contrast ratio of 3), so MUI pages and ours agree. */
export function contrastText(background: string): string {
  return getContrastRatio(background, LIGHT_TEXT) >= 3 ? LIGHT_TEXT : DARK_TEXT;
}

/** Every colour the storefront paints, derived once from the white-label configuration. */
export interface BrandPalette {
  primary: string;
  primaryText: string;
  secondary: string | undefined;
  text: string | undefined;
  button: ButtonShades & { text: string };
  headerText: string;
  footerText: string;
}

export function brandPalette(branding: Partial<Branding> = {}): BrandPalette {
  const primary = branding.primary_color === undefined ? DEFAULT_PRIMARY_COLOR : lighten(branding.primary_color, 0.1);
  const shades = buttonShades(branding.button_color ?? DEFAULT_BUTTON_COLOR);
  // A configured text colour that would be unreadable on the button (below WCAG AA's 4.5:1) gives way to a readable one.
  const configuredText = branding.button_text_color;
  const buttonText =
    configuredText !== undefined && getContrastRatio(configuredText, shades.main) >= 4.5
      ? configuredText
      : contrastText(shades.main);
  const primaryText = contrastText(primary);
  return {
    primary,
    primaryText,
    secondary: branding.secondary_color,
    text: branding.normal_text_color,
    button: { ...shades, text: buttonText },
    headerText: branding.header_text_color ?? primaryText,
    footerText: branding.footer_text_color ?? primaryText,
  };
}
