import { existsSync } from 'node:fs';

// Debian's builds of Chromium (apt packages `chromium` and `chromium-headless-shell`): Playwright cannot download its
// own browser on every machine.
export const systemChromium = '/usr/bin/chromium';
export const systemHeadlessShell = '/usr/bin/chromium-headless-shell';

/**
 * The browser the e2e suites launch: the headless shell when installed (Playwright's own default for headless runs, the
 * suite about a fifth faster than in the full browser on a 2-core machine), the full browser for a headed run or
 * without the shell, and undefined (Playwright's own browser) without either.
 */
export function systemBrowserFor({ headed }) {
  if (!headed && existsSync(systemHeadlessShell)) return systemHeadlessShell;
  return existsSync(systemChromium) ? systemChromium : undefined;
}
