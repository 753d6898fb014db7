import { describe, expect, it } from 'vitest';
import { catalogueOpened, categoriesRequested } from '../features/catalogue/catalogue-store';
import { configurationRequested } from '../features/configuration/configuration-store';
import { openingEvents } from './router';

describe('openingEvents', () => {
  it('asks for the configuration, the categories and the first products when the home opens', () => {
    expect(openingEvents('/')).toEqual([configurationRequested(), categoriesRequested(), catalogueOpened(undefined)]);
  });

  it('asks for the configuration and the categories on any other page of the storefront frame', () => {
    expect(openingEvents('/login')).toEqual([configurationRequested(), categoriesRequested()]);
    expect(openingEvents('/no-such-page')).toEqual([configurationRequested(), categoriesRequested()]);
  });

  it('asks only for the configuration on the pages without the frame', () => {
    expect(openingEvents('/welcome')).toEqual([configurationRequested()]);
  });
});
