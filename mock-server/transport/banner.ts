import { seedUsers, seedVoucherCodes } from '../seed/seed-data';
import { adminRoutes } from '../handlers/admin';
import type { MockServer } from './start-mock-server';

const column = (rows: readonly string[][]): string[] => {
  const widths = rows[0]?.map((_, index) => Math.max(...rows.map((row) => row[index]?.length ?? 0))) ?? [];
  return rows.map((row) => `  ${row.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join('  ')}`.trimEnd());
};

const descriptionWidth = 90;

/** A scenario's description on one line of the banner; GET /__mock/scenarios has the whole text. */
const shortDescription = (text: string): string =>
  text.length <= descriptionWidth ? text : `${text.slice(0, descriptionWidth - 1).trimEnd()}…`;

/** What a developer or QA needs to start using the simulator, printed once it listens. */
export function formatBanner({ url, simulator, origins }: MockServer): string {
  const unusedCodes = seedVoucherCodes.filter((code) => code.state === 'unused');
  return [
    `Provider simulator listening on ${url}`,
    `Scenario: ${simulator.scenario.name}: ${simulator.scenario.description}`,
    `Products: ${simulator.db.product.count().toLocaleString('en-IN')}`,
    `CORS with credentials for: ${origins.join(', ')}`,
    `API reference: ${url}/__mock/docs (the OpenAPI document: ${url}/openapi.json)`,
    '',
    'Seed users:',
    ...column(seedUsers.map((user) => [user.email, user.password, user.description])),
    '',
    'Unused load-coin voucher codes:',
    ...column(unusedCodes.map((code) => [code.code, `${code.coins.toLocaleString('en-IN')} coins`])),
    '',
    'Scenarios (npm start -- --scenario NAME, or POST /__mock/scenario):',
    ...column(simulator.scenarios.map((scenario) => [scenario.name, shortDescription(scenario.description)])),
    '',
    'Admin API:',
    ...column(adminRoutes.map((route) => [route.method.toUpperCase(), `${url}${route.path}`, route.summary])),
    '',
    'Ctrl-C stops it.',
  ].join('\n');
}
