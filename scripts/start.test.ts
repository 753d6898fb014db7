import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePorts } from './lib/free-port.mjs';
import { parseStartOptions } from './lib/start-options.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const startTimeoutMs = 45_000;

interface Started {
  child: ChildProcess;
  output: () => string;
}

/** Runs start.mjs on a prepared build and resolves once it prints `until` (by default, once it has started). */
function start(args: string[], until = 'Press Ctrl-C to stop.'): Promise<Started> {
  const child = spawn(process.execPath, ['scripts/start.mjs', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`start.mjs did not start in time:\n${output}`)), startTimeoutMs);
    const collect = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.includes(until)) {
        clearTimeout(timer);
        resolve({ child, output: () => output });
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`start.mjs exited with ${code}:\n${output}`));
    });
  });
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Whether a process still runs whose command line holds `text` (a child's script and its port). */
function stillRunning(text: string): boolean {
  return execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
    .split('\n')
    .some((line) => line.includes(text));
}

async function refused(url: string): Promise<boolean> {
  try {
    await fetch(url);
    return false;
  } catch {
    return true;
  }
}

describe('parseStartOptions', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('defaults to the storefront on 5173 and the simulator on 9090', () => {
    expect(parseStartOptions([])).toEqual({
      help: false,
      port: 5173,
      mockPort: 9090,
      scenario: undefined,
      scenariosDirs: [],
      api: undefined,
      validate: false,
      proxyPort: 9191,
      inBrowser: false,
      dist: undefined,
    });
  });

  it('takes --validate with the simulator or a live provider, its proxy on a port of its own', () => {
    expect(parseStartOptions(['--validate'])).toMatchObject({ validate: true, proxyPort: 9191, api: undefined });
    expect(
      parseStartOptions(['--validate', '--proxy-port', '9292', '--api', 'https://provider.example.com']),
    ).toMatchObject({ validate: true, proxyPort: 9292, api: 'https://provider.example.com' });
    expect(() => parseStartOptions(['--proxy-port', '9292'])).toThrow('--proxy-port is the validating proxy');
    expect(() => parseStartOptions(['--validate', '--proxy-port', '5173'])).toThrow(
      '--port and --proxy-port must differ (both are 5173)',
    );
    expect(() => parseStartOptions(['--validate', '--proxy-port', '9090'])).toThrow(
      '--mock-port and --proxy-port must differ',
    );
    expect(() => parseStartOptions(['--validate', '--proxy-port', '0'])).toThrow(/--proxy-port must be/);
  });

  it('takes --in-browser alone or with --port and --scenarios-dir, never with what only a server simulator has', () => {
    expect(parseStartOptions(['--in-browser', '--port', '4000', '--scenarios-dir', '/srv/qa/a'])).toMatchObject({
      inBrowser: true,
      port: 4000,
      scenariosDirs: ['/srv/qa/a'],
    });
    for (const flag of [
      ['--api', 'https://provider.example.com'],
      ['--scenario', 'login-429'],
      ['--mock-port', '9999'],
      ['--validate'],
    ]) {
      expect(() => parseStartOptions(['--in-browser', ...flag])).toThrow(
        `--in-browser runs the simulator inside the page: it cannot go with ${flag[0]}`,
      );
    }
  });

  it("passes a team's scenario folders on to the simulator, which checks them", () => {
    // Read from the folder the command was typed in (npm says which), not the project's root it runs in.
    vi.stubEnv('INIT_CWD', '/home/qa/team');
    expect(parseStartOptions(['--scenarios-dir', 'qa/a', '--scenarios-dir', '/srv/qa/b'])).toMatchObject({
      scenariosDirs: ['/home/qa/team/qa/a', '/srv/qa/b'],
    });
  });

  it('accepts an http(s) live provider and drops its trailing slash', () => {
    expect(parseStartOptions(['--api', 'https://provider.example.com/'])).toMatchObject({
      api: 'https://provider.example.com',
    });
    expect(parseStartOptions(['--api', 'http://10.0.0.5:8000/api/'])).toMatchObject({
      api: 'http://10.0.0.5:8000/api',
    });
  });

  it.each([['ftp://provider.example.com'], ['javascript:alert(1)'], ['provider.example.com'], ['https://a@b.example']])(
    'refuses --api %s',
    (api) => {
      expect(() => parseStartOptions(['--api', api])).toThrow(/--api must be/);
    },
  );

  it.each([
    [
      'https://qa:S3cretPass@provider.example.com/',
      'without credentials, query or fragment, not "https://…@provider.example.com/"',
    ],
    ['https://provider.example.com/v1?key=S3cret#S3cret', 'not "https://provider.example.com/v1?…#…"'],
    [
      'ftp://qa:S3cretPass@provider.example.com/',
      'an http or https URL such as https://provider.example.com, not "ftp://…@provider.example.com/"',
    ],
  ])('refuses --api %s without echoing what may be a secret', (api, reason) => {
    expect(() => parseStartOptions(['--api', api])).toThrow(reason);
    expect(() => parseStartOptions(['--api', api])).not.toThrow(/S3cret/);
  });

  it('refuses bad ports, clashing ports and unknown flags', () => {
    expect(() => parseStartOptions(['--port', '0'])).toThrow(/--port must be/);
    expect(() => parseStartOptions(['--mock-port', '70000'])).toThrow(/--mock-port must be/);
    expect(() => parseStartOptions(['--port', '9090'])).toThrow(/must differ/);
    expect(() => parseStartOptions(['--rebuild'])).toThrow();
    expect(() => parseStartOptions(['--scenario', 'login-429', '--api', 'https://provider.example.com'])).toThrow(
      "--scenario is the simulator's: no simulator starts with --api",
    );
    expect(() => parseStartOptions(['--scenarios-dir', 'qa', '--api', 'https://provider.example.com'])).toThrow(
      "--scenarios-dir is the simulator's: no simulator starts with --api",
    );
    expect(() =>
      parseStartOptions(['--api', 'https://provider.example.com', '--mock-port', '9100', '--scenario', 'login-429']),
    ).toThrow("--scenario, --mock-port are the simulator's: no simulator starts with --api");
  });
});

describe('npm start', { timeout: 60_000 }, () => {
  let dist: string;
  let running: ChildProcess | undefined;
  /** start.mjs on the stand-in build and the given ports (no simulator port with --api), plus any other flags. */
  const onPorts = (port: number | undefined, mockPort: number | undefined, ...flags: string[]) => [
    '--dist',
    dist,
    '--port',
    String(port),
    ...(mockPort === undefined ? [] : ['--mock-port', String(mockPort)]),
    ...flags,
  ];

  beforeAll(async () => {
    // A stand-in build: start.mjs serves it as it is, so the test does not depend on (or race with) web/dist.
    dist = await mkdtemp(join(tmpdir(), 'start-dist-'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>storefront build</title>');
    await writeFile(join(dist, 'config.json'), '{"apiBaseUrl":"http://127.0.0.1:1"}');
  });

  afterEach(async () => {
    if (running !== undefined && running.exitCode === null) {
      running.kill('SIGTERM');
      await exitOf(running);
    }
    running = undefined;
  });

  afterAll(async () => {
    await rm(dist, { recursive: true, force: true });
  });

  /** start.mjs with arguments it refuses: its exit code and what it printed on stderr. */
  const refusedStart = async (args: string[]) => {
    let output = '';
    const child = spawn(process.execPath, ['scripts/start.mjs', ...args], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return { code: await exitOf(child), output };
  };

  it('serves the build with config.json pointing at the simulator it started, declared as one, and stops both', async () => {
    const [port, mockPort] = await freePorts(2);
    const started = await start(onPorts(port, mockPort));
    running = started.child;
    const simulatorUrl = `http://127.0.0.1:${mockPort}`;

    expect(started.output()).toContain(`Storefront: http://localhost:${port}/`);
    expect(started.output()).toContain(`Provider simulator: ${simulatorUrl}`);
    expect(started.output()).toContain('shopper@example.com  Shopper@123');

    const config = await fetch(`http://127.0.0.1:${port}/config.json`);
    expect(await config.json()).toEqual({ apiBaseUrl: simulatorUrl, simulator: true });
    const index = await fetch(`http://127.0.0.1:${port}/product-list`);
    expect(await index.text()).toContain('<title>storefront build</title>');

    const configuration = await fetch(`${simulatorUrl}/configurator/`, {
      headers: { Origin: `http://localhost:${port}` },
    });
    expect(configuration.status).toBe(200);
    expect(configuration.headers.get('access-control-allow-origin')).toBe(`http://localhost:${port}`);

    running.kill('SIGTERM');
    expect(await exitOf(running)).toBe(0);
    expect(await refused(`${simulatorUrl}/__mock/scenarios`)).toBe(true);
    expect(await refused(`http://127.0.0.1:${port}/`)).toBe(true);
  });

  it('with --api serves the same build against the live provider, not declared a simulator, and starts none', async () => {
    const [port] = await freePorts(1);
    const started = await start(onPorts(port, undefined, '--api', 'https://provider.example.com/'));
    running = started.child;

    const config = await fetch(`http://127.0.0.1:${port}/config.json`);
    expect(await config.json()).toEqual({ apiBaseUrl: 'https://provider.example.com' });
    expect(started.output()).toContain('Live provider: https://provider.example.com');
    expect(started.output()).not.toContain('Provider simulator listening');
  });

  it('with --validate puts the proxy between the storefront and the simulator, declared for the overlay, and stops all three', async () => {
    const [port, mockPort, proxyPort] = await freePorts(3);
    const started = await start(onPorts(port, mockPort, '--validate', '--proxy-port', String(proxyPort)));
    running = started.child;
    const proxyUrl = `http://127.0.0.1:${proxyPort}`;

    expect(started.output()).toContain(`Validating proxy: ${proxyUrl}`);
    const config = await fetch(`http://127.0.0.1:${port}/config.json`);
    expect(await config.json()).toEqual({ apiBaseUrl: proxyUrl, simulator: true, contractProxy: proxyUrl });
    const configuration = await fetch(`${proxyUrl}/configurator/`, { headers: { Origin: `http://localhost:${port}` } });
    expect(configuration.status).toBe(200);
    expect(configuration.headers.get('access-control-allow-origin')).toBe(`http://localhost:${port}`);
    expect(await (await fetch(`${proxyUrl}/__proxy/violations`)).json()).toMatchObject({
      host: `http://127.0.0.1:${mockPort}`,
      total: 0,
    });

    running.kill('SIGTERM');
    expect(await exitOf(running)).toBe(0);
    expect(await refused(`${proxyUrl}/__proxy/health`)).toBe(true);
    expect(await refused(`http://127.0.0.1:${mockPort}/__mock/scenarios`)).toBe(true);
  });

  it('with --api and --validate judges the live provider through the proxy, not declared a simulator', async () => {
    const [port, proxyPort] = await freePorts(2);
    const started = await start(
      onPorts(port, undefined, '--api', 'http://127.0.0.1:1', '--validate', '--proxy-port', String(proxyPort)),
    );
    running = started.child;
    const proxyUrl = `http://127.0.0.1:${proxyPort}`;

    const config = await fetch(`http://127.0.0.1:${port}/config.json`);
    expect(await config.json()).toEqual({ apiBaseUrl: proxyUrl, contractProxy: proxyUrl });
    expect((await fetch(`${proxyUrl}/configurator/`)).status).toBe(502);
    await expect.poll(() => started.output()).toContain('✗ GET /configurator/ (getConfiguration) answer network:');
  });

  it('with --in-browser serves the demo build and starts no simulator process', async () => {
    const [port] = await freePorts(1);
    const started = await start(['--dist', dist, '--port', String(port), '--in-browser']);
    running = started.child;

    expect(started.output()).toContain(`Storefront: http://localhost:${port}/`);
    expect(started.output()).toContain('Provider simulator: inside the page');
    // The simulator's banner (its seed users) is what a started simulator prints.
    expect(started.output()).not.toContain('shopper@example.com');
    const index = await fetch(`http://127.0.0.1:${port}/__mock/pay/ord_000001?method=gpay`);
    expect(await index.text()).toContain('<title>storefront build</title>');
  });

  it('with --scenario starts the simulator on that scenario, and refuses an unknown one', async () => {
    const [port, mockPort, otherPort] = await freePorts(3);
    const started = await start(onPorts(port, mockPort, '--scenario', 'expired-payment'));
    running = started.child;
    expect(started.output()).toContain('Scenario: expired-payment:');
    const scenarios = await fetch(`http://127.0.0.1:${mockPort}/__mock/scenarios`);
    expect(await scenarios.json()).toMatchObject({ active: 'expired-payment' });

    const { code, output } = await refusedStart(onPorts(otherPort, mockPort, '--scenario', 'no-such-scenario'));
    expect(code).toBe(2);
    expect(output).toMatch(/^Unknown scenario "no-such-scenario". The scenarios are: default, .*login-429/);
    expect(output).toContain('Usage: npm start');
    // Refused before the simulator starts: its own usage would come first.
    expect(output).not.toContain('npm run mock-server');
    expect(output).not.toContain('in use');
  });

  it('leaves no child behind when stopped while the proxy starts, or by a second signal while it stops', async () => {
    const [port, mockPort, proxyPort, secondPort, secondMockPort] = await freePorts(5);
    const simulatorCommand = (onPort: number | undefined) => `mock-server/server.ts --port ${onPort}`;
    const proxyCommand = `provider-kit/proxy-cli.ts --host http://127.0.0.1:${mockPort} --port ${proxyPort}`;
    const early = await start(
      onPorts(port, mockPort, '--validate', '--proxy-port', String(proxyPort)),
      'Provider simulator listening on',
    );
    running = early.child;
    early.child.kill('SIGINT');
    await exitOf(early.child);
    await expect
      .poll(() => stillRunning(simulatorCommand(mockPort)) || stillRunning(proxyCommand), { timeout: 10_000 })
      .toBe(false);

    const started = await start(onPorts(secondPort, secondMockPort));
    running = started.child;
    started.child.kill('SIGINT');
    await expect.poll(() => started.output()).toContain('stopping the provider simulator');
    started.child.kill('SIGINT');
    await exitOf(started.child);
    await expect.poll(() => stillRunning(simulatorCommand(secondMockPort)), { timeout: 10_000 }).toBe(false);
  });

  it('refuses a scenario folder that does not exist before it starts anything, with the simulator or the demo', async () => {
    const [port, mockPort] = await freePorts(2);
    const missing = ['--scenarios-dir', join(dist, 'no-such-folder')];
    for (const args of [
      onPorts(port, mockPort, ...missing),
      ['--in-browser', '--dist', dist, '--port', String(port), ...missing],
    ]) {
      const { code, output } = await refusedStart(args);
      expect(code).toBe(2);
      expect(output).toMatch(/^Scenario files that cannot be loaded:$/m);
      expect(output).toMatch(/no-such-folder: no such file or folder/);
    }
    expect(await refused(`http://127.0.0.1:${mockPort}/__mock/scenarios`)).toBe(true);
    expect(await refused(`http://127.0.0.1:${port}/`)).toBe(true);
  });

  it('says once that the simulator port is taken, with the flag that moves it', async () => {
    const [port] = await freePorts(1);
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const mockPort = (taken.address() as AddressInfo).port;
    try {
      const { code, output } = await refusedStart(onPorts(port, mockPort));
      expect(code).toBe(1);
      expect(output).toBe(
        [
          `The provider simulator cannot listen on 127.0.0.1:${mockPort}: the port is already in use.`,
          'The provider simulator exited (code 1) before listening',
          `Is port ${mockPort} in use? Try --mock-port N.`,
          '',
        ].join('\n'),
      );
    } finally {
      taken.close();
    }
  });

  it('refuses a --dist folder with no build in it', async () => {
    const [port, mockPort] = await freePorts(2);
    const missing = join(dist, 'no-such-build');
    const { code, output } = await refusedStart([
      '--dist',
      missing,
      '--port',
      String(port),
      '--mock-port',
      String(mockPort),
    ]);
    expect(code).toBe(2);
    expect(output).toContain(`--dist ${missing} holds no index.html`);
    expect(await refused(`http://127.0.0.1:${port}/`)).toBe(true);
  });

  it('refuses an --api that is not http(s)', async () => {
    const child = spawn(process.execPath, ['scripts/start.mjs', '--api', 'file:///etc/passwd'], {
      cwd: root,
      stdio: 'ignore',
    });
    expect(await exitOf(child)).toBe(2);
  });
});
