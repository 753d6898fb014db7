export { BrandedTheme } from './branded-theme';
export { BrandStyle } from './brand-style';
export { createStorefrontTheme } from './mui-theme';
