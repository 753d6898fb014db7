import type { SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  /** px; 24 by default, or 'inherit' to follow the font size. */
  size?: number | 'inherit';
};

/** A Material Design icon from its path, decorative (hidden from assistive technology), coloured by the text. */
export function createIcon(path: string, name: string) {
  function Icon({ size = 24, style, ...svg }: IconProps) {
    const length = size === 'inherit' ? '1em' : size;
    return (
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        fill="currentColor"
        style={{ flex: 'none', width: length, height: length, ...style }}
        {...svg}
      >
        <path d={path} />
      </svg>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}
