import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demoBuildIsStale, demoDist, recordDemoFolders } from './web-build.mjs';

describe('whether the demo build is stale', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const path of made.splice(0)) rmSync(path, { recursive: true, force: true });
  });

  /** A project root with a demo build (and no sources newer than it), and a team folder older than the build. */
  function builtDemo(): { root: string; team: string } {
    const root = mkdtempSync(join(tmpdir(), 'web-build-'));
    const team = mkdtempSync(join(tmpdir(), 'web-build-team-'));
    made.push(root, team);
    writeFileSync(join(team, 'team-case.json'), '{}');
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(team, 'team-case.json'), past, past);
    utimesSync(team, past, past);
    mkdirSync(demoDist(root), { recursive: true });
    writeFileSync(join(demoDist(root), 'index.html'), '<!doctype html>');
    return { root, team };
  }

  it('is stale when asked for other scenario folders than it was built with, however old they are', () => {
    const { root, team } = builtDemo();
    expect(demoBuildIsStale(root, [])).toBe(false);
    expect(demoBuildIsStale(root, [team])).toBe(true);
    recordDemoFolders(root, [team]);
    expect(demoBuildIsStale(root, [team])).toBe(false);
    expect(demoBuildIsStale(root, [])).toBe(true);
  });

  it('is stale when a file of its team folder is newer than it', () => {
    const { root, team } = builtDemo();
    recordDemoFolders(root, [team]);
    const future = new Date(Date.now() + 60_000);
    utimesSync(join(team, 'team-case.json'), future, future);
    expect(demoBuildIsStale(root, [team])).toBe(true);
  });
});
