export { BrandedTheme } from './branded-theme';
export { BrandTitle } from './brand-title';
export { createStorefrontTheme } from './mui-theme';
