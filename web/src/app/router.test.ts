import { describe, expect, it } from 'vitest';
import { catalogueOpened, categoriesRequested } from '../features/catalogue/catalogue-store';
import { configurationRequested } from '../features/configuration/configuration-store';
import { openingEvents } from './router';

describe('openingEvents', () => {
  it('asks for the configuration, the categories and the first products when the home opens', () => {
    expect(openingEvents('/', null)).toEqual([
      configurationRequested(),
      categoriesRequested(),
      catalogueOpened(undefined),
    ]);
  });

  it('leaves the first products to a home opened with a category in its navigation state', () => {
    const history = { usr: { categoryId: 3 }, key: 'k1', idx: 1 };
    expect(openingEvents('/', history)).toEqual([configurationRequested(), categoriesRequested()]);
    expect(openingEvents('/', { usr: null, key: 'k2', idx: 2 })).toEqual([
      configurationRequested(),
      categoriesRequested(),
      catalogueOpened(undefined),
    ]);
  });

  it('asks for the configuration and the categories on any other page of the storefront frame', () => {
    expect(openingEvents('/login', null)).toEqual([configurationRequested(), categoriesRequested()]);
    expect(openingEvents('/no-such-page', null)).toEqual([configurationRequested(), categoriesRequested()]);
  });

  it('asks only for the configuration on the pages without the frame', () => {
    expect(openingEvents('/welcome', null)).toEqual([configurationRequested()]);
  });
});
