export { BrandedTheme } from './branded-theme';
export { BrandStyle } from './brand-style';
