import { styled } from '@mui/material/styles';
import { IMAGE_HEIGHT } from './product-card';

// The heights of a card's parts as it draws them (image, small chips, the name and 'Voucher' lines, two small
// outlined fields, a contained button) and the gaps between them: the outline has the card's size to the pixel.
const border = 1;
const padding = 16;
const gap = 12;
const parts = [24, 40.8, 40, 40];
const button = { top: 8, height: 36.5, bottom: 16 };
const height =
  2 * border +
  IMAGE_HEIGHT +
  2 * padding +
  parts.reduce((sum, part) => sum + part, 0) +
  gap * (parts.length - 1) +
  button.top +
  button.height +
  button.bottom;

/** Each placeholder block as a gradient layer: one element per card however many blocks it shows. */
function blocks(color: string): string {
  let top = border + IMAGE_HEIGHT + padding;
  const layers = parts.map((part) => {
    const layer = `linear-gradient(${color}, ${color}) ${padding}px ${top}px / calc(100% - ${2 * padding}px) ${part}px no-repeat`;
    top += part + gap;
    return layer;
  });
  const buttonTop = top - gap + padding + button.top;
  layers.push(
    `linear-gradient(${color}, ${color}) ${padding}px ${buttonTop}px / calc(100% - ${2 * padding}px) ${button.height}px no-repeat`,
  );
  return layers.join(', ');
}

/** A product card's outline while the first page loads: it holds the card's place so nothing moves when it arrives. */
export const ProductCardSkeleton = styled('div')(({ theme }) => ({
  height,
  border: `${border}px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: `${blocks(theme.palette.action.hover)}, linear-gradient(${theme.palette.grey[100]}, ${theme.palette.grey[100]}) 0 0 / 100% ${IMAGE_HEIGHT}px no-repeat`,
}));
