import { describe, expect, it } from 'vitest';
import type { Config } from '../../../../contracts';
import { testConfig } from '../../testing/test-config';
import { configurationLoaded, configurationSlice } from './configuration-slice';

/** The test configuration sends no website. */
const withoutWebsite = testConfig;

const storedWebsite = (config: Config) =>
  configurationSlice.reducer(undefined, configurationLoaded(config)).config?.websiteUrl;

describe('the stored configuration', () => {
  it('keeps the website under one name, whichever spelling the provider sent', () => {
    expect(storedWebsite({ ...withoutWebsite, websiteUrl: 'https://camel.example.com' })).toBe(
      'https://camel.example.com',
    );
    expect(storedWebsite({ ...withoutWebsite, website_url: 'https://snake.example.com' })).toBe(
      'https://snake.example.com',
    );
    const stored = configurationSlice.reducer(
      undefined,
      configurationLoaded({ ...withoutWebsite, website_url: 'https://snake.example.com' }),
    ).config;
    expect(stored).not.toHaveProperty('website_url');
  });

  it('prefers websiteUrl when both come, and takes the other when the first is not a web address', () => {
    expect(
      storedWebsite({
        ...withoutWebsite,
        websiteUrl: 'https://camel.example.com',
        website_url: 'https://snake.example.com',
      }),
    ).toBe('https://camel.example.com');
    expect(
      storedWebsite({ ...withoutWebsite, websiteUrl: 'javascript:alert(1)', website_url: 'https://snake.example.com' }),
    ).toBe('https://snake.example.com');
  });

  it('has no website when none is a web address', () => {
    expect(storedWebsite(withoutWebsite)).toBeUndefined();
    const stored = configurationSlice.reducer(
      undefined,
      configurationLoaded({ ...withoutWebsite, websiteUrl: 'javascript:alert(1)' }),
    ).config;
    expect(stored).not.toHaveProperty('websiteUrl');
    expect(stored).toMatchObject(withoutWebsite);
  });
});
