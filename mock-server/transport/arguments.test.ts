import { describe, expect, it } from 'vitest';
import { scenarioNames } from '../../scenarios';
import { ArgumentError, checkScenarioName, parseServerArguments, usage } from './arguments';
import { defaultStorefrontOrigins } from './cors';

describe('the command line of npm run mock-server', () => {
  it('defaults to port 9090, the scenario default and the local storefront origins', () => {
    expect(parseServerArguments([])).toEqual({
      help: false,
      scenariosDirs: [],
      port: 9090,
      scenario: undefined,
      products: undefined,
      origins: defaultStorefrontOrigins,
    });
  });

  it('reads every flag, with --origin repeatable', () => {
    expect(
      parseServerArguments([
        '--port',
        '0',
        '--scenario',
        'expired-payment',
        '--products=10000',
        '--origin',
        'http://localhost:4173',
        '--origin',
        'https://shop.example.com',
        '--scenarios-dir',
        'qa/scenarios',
      ]),
    ).toEqual({
      help: false,
      scenariosDirs: ['qa/scenarios'],
      port: 0,
      scenario: 'expired-payment',
      products: 10_000,
      origins: ['http://localhost:4173', 'https://shop.example.com'],
    });
  });

  it('answers --help with the usage, which names every scenario', () => {
    expect(parseServerArguments(['--help'])).toEqual({ help: true, scenariosDirs: [] });
    expect(usage(scenarioNames)).toContain('login-network-error');
    expect(usage(scenarioNames)).toContain('catalogue-10k');
  });

  it.each([
    [['--port', '65536']],
    [['--port', '-1']],
    [['--port', 'http']],
    [['--port', '80.5']],
    [['--products', '100001']],
    [['--products', '1e4']],
    [['--origin', 'localhost:5173']],
    [['--origin', 'http://localhost:5173/']],
    [['--origin', 'ftp://localhost']],
    [['--colour', 'blue']],
    [['stray']],
    [['--port']],
  ])('refuses %j with a reason', (argv) => {
    expect(() => parseServerArguments(argv)).toThrow(ArgumentError);
  });

  it('accepts a scenario it was given and refuses another, naming the known ones', () => {
    expect(() => checkScenarioName('expired-payment', scenarioNames)).not.toThrow();
    expect(() => checkScenarioName(undefined, scenarioNames)).not.toThrow();
    expect(() => checkScenarioName('nope', scenarioNames)).toThrow(
      new ArgumentError(`--scenario must be one of ${scenarioNames.join(', ')}, not "nope"`),
    );
  });
});
