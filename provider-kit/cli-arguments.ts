import { parseArgs, type ParseArgsConfig } from 'node:util';

/** Thrown for a command line a kit's command cannot run with; its message says why. */
export class ArgumentError extends Error {}

/** The flags, strictly: an unknown flag or a positional argument is an ArgumentError. */
export function parseFlags<Options extends NonNullable<ParseArgsConfig['options']>>(
  argv: readonly string[],
  options: Options,
) {
  try {
    return parseArgs({ args: [...argv], strict: true, allowPositionals: false, options }).values;
  } catch (error) {
    throw new ArgumentError(error instanceof Error ? error.message : String(error));
  }
}

/** A URL as an error message may echo it (into a CI log): credentials, query and fragment, maybe secrets, as "…". */
const withoutSecrets = (url: URL): string =>
  `${url.protocol}//${url.username === '' && url.password === '' ? '' : '…@'}${url.host}${url.pathname}` +
  `${url.search === '' ? '' : '?…'}${url.hash === '' ? '' : '#…'}`;

function httpUrl(flag: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ArgumentError(`--${flag} must be an http or https URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ArgumentError(`--${flag} must be an http or https URL, not "${withoutSecrets(url)}"`);
  }
  return url;
}

/** A provider's base URL (http or https, no credentials, query or fragment), without a trailing slash. */
export function hostUrl(value: string): string {
  const url = httpUrl('host', value);
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw new ArgumentError(
      `--host must be a base URL without credentials, query or fragment, not "${withoutSecrets(url)}"`,
    );
  }
  return url.href.replace(/\/+$/, '');
}

/** A storefront origin, as a browser sends it in its Origin header. */
export function originUrl(value: string): string {
  if (httpUrl('origin', value).origin !== value) {
    throw new ArgumentError(`--origin must be an origin such as http://localhost:5173 (no path), not "${value}"`);
  }
  return value;
}

export function wholeNumber(flag: string, value: string, min: number, max: number): number {
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(number >= min && number <= max)) {
    throw new ArgumentError(`--${flag} must be a whole number from ${min} to ${max}, not "${value}"`);
  }
  return number;
}
