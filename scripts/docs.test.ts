import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The docs a newcomer reads first stay short, point only at files that exist, and name only commands that run as
// written: every `npm run X` is a script of package.json, and every flag after `--` is in that command's --help.

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const lineCount = (path: string) => read(path).trimEnd().split('\n').length;

function markdownUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return markdownUnder(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const docs = ['README.md', ...markdownUnder('docs')];
const decisionRecords = markdownUnder('docs/decisions').filter((path) => /\/\d{4}-[a-z0-9-]+\.md$/.test(path));

/** The relative targets of a document's Markdown links (inline and reference-style), anchors and queries cut off. */
function relativeLinks(markdown: string): string[] {
  const targets = [
    ...[...markdown.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(([, target]) => target ?? ''),
    ...[...markdown.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)].map(([, target]) => target ?? ''),
  ];
  return targets
    .filter((target) => !/^([a-z][a-z0-9+.-]*:|#)/i.test(target))
    .map((target) => decodeURIComponent(target.replace(/[#?].*$/, '')))
    .filter((target) => target !== '');
}

interface NamedCommand {
  /** The script of package.json: `start`, `test`, `qa`, `bench:web`... */
  script: string;
  /** The flags after `--`, without their values. */
  flags: string[];
  text: string;
}

/** Every npm command a document names: `npm start`, `npm test` and `npm run X`, with the flags after `--`. */
function namedCommands(markdown: string): NamedCommand[] {
  return [...markdown.matchAll(/\bnpm (start|test|run ([\w:.-]+))((?: -- [^\n`|]*)?)/g)].map(
    ([text, command = '', name, rest = '']) => {
      // A shell comment after the command is prose, not flags.
      const args = rest.replace(/\s#.*$/, '');
      return {
        script: name ?? command,
        flags: [...args.matchAll(/(?:^|\s)(--[a-z][\w-]*)/g)].map(([, flag]) => flag ?? ''),
        text: text.trim(),
      };
    },
  );
}

const packageScripts: Record<string, string> = JSON.parse(read('package.json')).scripts;

/**
 * The scripts whose --help prints their flags and exits before anything else: only those may be named with flags.
 * Asking any other script would run it (npm test takes no flags and would run the whole suite, npm ci first on a
 * stale install).
 */
const scriptsWithHelp = new Set([
  'start',
  'qa',
  'mock-server',
  'bench:web',
  'bench:mock-server',
  'build:demo',
  'provider:check',
  'provider:proxy',
]);

const helpTexts = new Map<string, string>();
function helpOf(script: string): string {
  const cached = helpTexts.get(script);
  if (cached !== undefined) return cached;
  const words = (packageScripts[script] ?? '').split(/\s+/);
  if (words[0] !== 'node') throw new Error(`npm run ${script} is not a node script: ${packageScripts[script]}`);
  const result = spawnSync(process.execPath, [...words.slice(1), '--help'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (result.status !== 0)
    throw new Error(`npm run ${script} -- --help exited with ${result.status}: ${result.stderr}`);
  helpTexts.set(script, result.stdout);
  return result.stdout;
}

describe('the parsers of this test', () => {
  it('find relative links, not URLs or anchors', () => {
    const markdown = [
      'See [the guide](docs/qa.md#replays), [a site](https://example.com/x.md), [a part](#below),',
      '[mail](mailto:qa@example.com) and [a record](./decisions/0001-json-schema.md "its title").',
      '[ref]: ../web/src/main.tsx',
    ].join('\n');
    expect(relativeLinks(markdown)).toEqual(['docs/qa.md', './decisions/0001-json-schema.md', '../web/src/main.tsx']);
  });

  it('find npm commands with their flags, values and shell comments left out', () => {
    const markdown = [
      '```sh',
      'npm start -- --scenario expired-payment --port 5273   # the --port flag',
      'npm run qa -- --shard ${{ matrix.shard }}/4',
      '```',
      'Then `npm test`, or `npm run provider:check -- --host URL --journey`.',
    ].join('\n');
    expect(namedCommands(markdown).map(({ script, flags }) => [script, flags])).toEqual([
      ['start', ['--scenario', '--port']],
      ['qa', ['--shard']],
      ['test', []],
      ['provider:check', ['--host', '--journey']],
    ]);
  });
});

describe('the docs', () => {
  it('include the README and the guides', () => {
    for (const guide of ['docs/qa.md', 'docs/backend-teams.md', 'docs/deploying.md', 'docs/architecture.md']) {
      expect(docs).toContain(guide);
    }
  });

  it('keep within their lengths: README 200 lines, architecture 250, benchmarks 150, a decision record 40', () => {
    const limits: [string, number][] = [
      ['README.md', 200],
      ['docs/architecture.md', 250],
      ['docs/benchmarks.md', 150],
      ...decisionRecords.map((path): [string, number] => [path, 40]),
    ];
    const over = limits.filter(([path, limit]) => lineCount(path) > limit);
    expect(over.map(([path, limit]) => `${path}: ${lineCount(path)} lines, more than ${limit}`)).toEqual([]);
  });

  it.each(docs)('%s links only to files that exist', (doc) => {
    const missing = relativeLinks(read(doc)).filter((target) => !existsSync(join(root, dirname(doc), target)));
    expect(missing).toEqual([]);
  });

  it('list every decision record in the index', () => {
    const index = read('docs/decisions/README.md');
    const listed = new Set(relativeLinks(index).map((target) => relative(root, join(root, 'docs/decisions', target))));
    expect(decisionRecords.length).toBeGreaterThan(0);
    expect(decisionRecords.filter((path) => !listed.has(path))).toEqual([]);
  });

  it.each(docs)('%s names only npm scripts that package.json has', (doc) => {
    const unknown = namedCommands(read(doc)).filter(({ script }) => packageScripts[script] === undefined);
    expect(unknown.map(({ text }) => text)).toEqual([]);
  });

  it.each(docs)("%s names only flags that the command's --help lists", { timeout: 120_000 }, (doc) => {
    const wrong = namedCommands(read(doc))
      .filter(({ flags, script }) => flags.length > 0 && packageScripts[script] !== undefined)
      .flatMap(({ script, flags, text }) => {
        if (!scriptsWithHelp.has(script)) return [`${text}: npm run ${script} has no --help to hold its flags to`];
        const help = helpOf(script);
        return flags
          .filter((flag) => !new RegExp(`(^|[\\s[|])${flag}(?![\\w-])`, 'm').test(help))
          .map((flag) => `${text}: ${flag} is not in npm run ${script} -- --help`);
      });
    expect(wrong).toEqual([]);
  });
});
