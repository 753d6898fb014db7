export { BrandStyle } from './brand-style';
export { lazyBrandedMui, withBrandedTheme } from './lazy-branded-mui';
