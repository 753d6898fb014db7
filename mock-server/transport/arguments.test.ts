import { describe, expect, it } from 'vitest';
import { scenarioNames } from '../../scenarios';
import { ArgumentError, parseServerArguments, usage } from './arguments';
import { defaultStorefrontOrigins } from './cors';

describe('the command line of npm run mock-server', () => {
  it('defaults to port 9090, the scenario default and the local storefront origins', () => {
    expect(parseServerArguments([], scenarioNames)).toEqual({
      help: false,
      port: 9090,
      scenario: undefined,
      products: undefined,
      origins: defaultStorefrontOrigins,
    });
  });

  it('reads every flag, with --origin repeatable', () => {
    expect(
      parseServerArguments(
        [
          '--port',
          '0',
          '--scenario',
          'expired-payment',
          '--products=10000',
          '--origin',
          'http://localhost:4173',
          '--origin',
          'https://shop.example.com',
        ],
        scenarioNames,
      ),
    ).toEqual({
      help: false,
      port: 0,
      scenario: 'expired-payment',
      products: 10_000,
      origins: ['http://localhost:4173', 'https://shop.example.com'],
    });
  });

  it('answers --help with the usage, which names every scenario', () => {
    expect(parseServerArguments(['--help'], scenarioNames)).toEqual({ help: true });
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
    [['--scenario', 'nope']],
    [['--origin', 'localhost:5173']],
    [['--origin', 'http://localhost:5173/']],
    [['--origin', 'ftp://localhost']],
    [['--colour', 'blue']],
    [['stray']],
    [['--port']],
  ])('refuses %j with a reason', (argv) => {
    expect(() => parseServerArguments(argv, scenarioNames)).toThrow(ArgumentError);
  });
});
