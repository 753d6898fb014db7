import { describe, expect, it } from 'vitest';
import { formatBanner } from './banner';
import { useMockServer } from '../testing/use-mock-server';

const start = useMockServer();

describe('the start-up banner', () => {
  it('tells the URL, scenario, product count, API reference, seed users, voucher codes and admin API', async () => {
    const server = await start({ scenario: 'expired-payment', products: 12 });
    const banner = formatBanner(server);
    expect(banner).toContain(`listening on ${server.url}`);
    expect(banner).toContain('expired-payment');
    expect(banner).toContain('ord_000001');
    expect(banner).toContain('Products: 12');
    expect(banner).toContain('http://localhost:5173');
    expect(banner).toContain(
      `API reference: ${server.url}/__mock/docs (the OpenAPI document: ${server.url}/openapi.json)`,
    );
    expect(banner).toMatch(/shopper@example\.com +Shopper@123 +5,000 coins/);
    expect(banner).toContain('nocoins@example.com');
    expect(banner).toMatch(/locked@example\.com .*403/);
    for (const code of ['LOAD-500-AAAA', 'LOAD-1000-BBBB', 'LOAD-250-CCCC']) expect(banner).toContain(code);
    expect(banner).not.toContain('LOAD-USED-0001');
    expect(banner).toContain('Scenarios (npm start -- --scenario NAME, or POST /__mock/scenario):');
    for (const scenario of server.simulator.scenarios) expect(banner).toMatch(new RegExp(`^  ${scenario.name} `, 'm'));
    expect(banner).toMatch(/^ {2}login-429 +Every sign-in answers 429/m);
    const scenarioLines = banner.slice(banner.indexOf('Scenarios ('), banner.indexOf('Admin API:')).split('\n');
    for (const line of scenarioLines) expect(line.length).toBeLessThanOrEqual(130);
    for (const path of ['/__mock/scenarios', '/__mock/scenario ', '/__mock/reset', '/__mock/clock/advance']) {
      expect(banner).toContain(`${server.url}${path}`);
    }
  });
});
