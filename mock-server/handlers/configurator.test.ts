import { describe, expect, it } from 'vitest';
import type { Config, ErrorGeneric } from '../../contracts';
import { brand, company, defaultBrandId } from '../seed/seed-data';
import { call, testOrigin, useSimulator } from '../testing/harness';

describe('GET /configurator/', () => {
  const context = useSimulator();

  it('answers the brand configuration, its logo on the simulator, with both spellings of the website address', async () => {
    const response = await call('GET', '/configurator/');
    expect(response.status).toBe(200);
    const config = response.body as Config;
    expect(config).toMatchObject({
      organization_name: brand.organizationName,
      product_name: brand.productName,
      logo_url: `${testOrigin}/__mock/media/logo.svg`,
      primary_color: brand.primaryColor,
      secondary_color: brand.secondaryColor,
      button_color: '#5BD318',
      address: brand.address,
      email: brand.email,
      websiteUrl: brand.websiteUrl,
      website_url: brand.websiteUrl,
    });
    expect(config.address).toContain('India');
  });

  it('answers the company part with all 14 registration facts', async () => {
    const config = (await call('GET', '/configurator/')).body as Config;
    expect(config.company).toEqual(company);
    expect(Object.keys(config.company?.registration ?? {})).toHaveLength(14);
  });

  it('needs no credentials', async () => {
    expect((await call('GET', '/configurator/', { token: 'not-a-token' })).status).toBe(200);
  });

  it('answers 500 when the store has no brand configuration', async () => {
    context.simulator.db.brandConfig.delete({ where: { id: { equals: defaultBrandId } } });
    const response = await call('GET', '/configurator/');
    expect(response.status).toBe(500);
    expect((response.body as ErrorGeneric).code).toBe('configuration_missing');
  });
});

describe('GET /configurator/ for a provider that sends no company part (scenario)', () => {
  useSimulator({
    scenario: { name: 'no-company', description: 'The configuration has no company part.', seed: { company: null } },
  });

  it('leaves the company part out', async () => {
    const config = (await call('GET', '/configurator/')).body as Config;
    expect(config).not.toHaveProperty('company');
  });
});

describe('GET /configurator/ when the provider fails (scenario)', () => {
  useSimulator({
    scenario: {
      name: 'config-network-error',
      description: 'The configuration call never answers.',
      rules: [{ operation: 'getConfiguration', answers: [{ fault: 'connection-reset' }] }],
    },
  });

  it('fails at the network level', async () => {
    await expect(call('GET', '/configurator/')).rejects.toThrow();
  });
});
