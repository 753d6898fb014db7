import { describe, expect, it } from 'vitest';
import { defaultLogFile, parseProxyArguments } from './proxy-options';

describe('parseProxyArguments', () => {
  it('needs only the host; the rest has defaults', () => {
    expect(parseProxyArguments(['--host', 'https://provider.example.com/api/'])).toEqual({
      help: false,
      host: 'https://provider.example.com/api',
      port: 9191,
      origins: ['http://localhost:5173', 'http://127.0.0.1:5173'],
      logFile: defaultLogFile,
    });
    expect(parseProxyArguments(['--help'])).toEqual({ help: true });
  });

  it('takes a port, storefront origins and a log file', () => {
    const argv = ['--host', 'http://127.0.0.1:9090', '--port', '0', '--log', '/tmp/v.jsonl'];
    argv.push('--origin', 'http://localhost:4000', '--origin', 'http://127.0.0.1:4000');

    expect(parseProxyArguments(argv)).toMatchObject({
      port: 0,
      origins: ['http://localhost:4000', 'http://127.0.0.1:4000'],
      logFile: '/tmp/v.jsonl',
    });
  });

  it.each([
    [[], /--host is required/],
    [['--host', 'ftp://provider.example.com'], /--host must be an http or https URL/],
    [['--host', 'https://user:pw@provider.example.com'], /without credentials/],
    [['--host', 'http://127.0.0.1:9090', '--port', '70000'], /--port must be/],
    [['--host', 'http://127.0.0.1:9090', '--origin', 'http://localhost:5173/'], /--origin must be an origin/],
    [['--host', 'http://127.0.0.1:9090', '--verbose'], /Unknown option/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseProxyArguments(argv)).toThrow(message);
  });
});
