import { afterEach, describe, expect, it, vi } from 'vitest';
import { typedPath } from './typed-path.mjs';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('typedPath', () => {
  it('reads a relative path from the folder the npm command was typed in', () => {
    vi.stubEnv('INIT_CWD', '/home/qa/team');
    expect(typedPath('scenarios')).toBe('/home/qa/team/scenarios');
    expect(typedPath('../shared')).toBe('/home/qa/shared');
  });

  it('keeps an absolute path, and reads from the current folder outside npm', () => {
    vi.stubEnv('INIT_CWD', '/home/qa/team');
    expect(typedPath('/srv/scenarios')).toBe('/srv/scenarios');
    vi.stubEnv('INIT_CWD', undefined);
    expect(typedPath('scenarios')).toBe(`${process.cwd()}/scenarios`);
  });
});
