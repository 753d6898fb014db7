export { BrandStyle } from './brand-style';
export { lazyBrandedMui } from './lazy-branded-mui';
