import { constants } from 'node:fs';
import { access, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { parseCheckArguments, usage, type CheckArguments } from './check/arguments';
import { ArgumentError } from './cli-arguments';
import { createProgress } from './check/progress';
import { renderJson } from './check/report-json';
import { renderJunit } from './check/report-junit';
import { redactor } from './check/redact';
import { printable, renderTable } from './check/report-table';
import { HostUnreachable, runCheck } from './check/run-check';
import { SignInRefused } from './check/session';
import { exitCodeOf, summarise } from './check/summary';

/** Why the report cannot be written to `file`, found before any call is sent; undefined when it can. */
async function reportFileProblem(file: string): Promise<string | undefined> {
  const existing = await stat(file).catch(() => undefined);
  if (existing?.isDirectory()) return 'is a folder';
  try {
    await access(existing === undefined ? dirname(resolve(file)) : file, constants.W_OK);
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? 'its folder does not exist' : `cannot be written (${code ?? (error as Error).message})`;
  }
}

async function check(args: CheckArguments): Promise<number> {
  if (args.report !== undefined) {
    const problem = await reportFileProblem(args.report.file);
    if (problem !== undefined) {
      process.stderr.write(`provider:check: --out ${args.report.file} ${problem}\n\n${usage}\n`);
      return 2;
    }
  }
  // The password may come back in a provider's answer; it never reaches the terminal or a report.
  const redact = redactor(args.credentials?.password);
  const progress = createProgress(process.stderr);
  if (args.fuzz !== undefined) process.stderr.write(`fuzzing with --seed ${args.fuzz.seed}\n`);
  let result;
  try {
    result = await runCheck({
      baseUrl: args.host,
      origin: args.origin,
      timeoutMs: args.timeoutMs,
      credentials: args.credentials,
      journey: args.journey,
      fuzz: args.fuzz,
      onRow: (row) => progress.row(row),
      onFuzzProgress: (done, total) => progress.fuzz(done, total),
    });
  } catch (error) {
    progress.done();
    if (error instanceof HostUnreachable || error instanceof SignInRefused) {
      // Hidden first, so that no cut leaves part of the password; a provider's text may be long and hold escapes.
      process.stderr.write(`provider:check: ${printable(redact(error.message)).slice(0, 400)}\n`);
      return 2;
    }
    throw error;
  }
  progress.done();
  process.stdout.write(redact(renderTable(result)));
  if (args.report !== undefined) {
    const text = args.report.format === 'junit' ? renderJunit(result) : renderJson(result);
    try {
      await writeFile(args.report.file, redact(text));
    } catch (error) {
      // The folder changed while the calls ran: the table above still holds the verdict.
      process.stderr.write(`provider:check: the report could not be written: ${(error as Error).message}\n`);
      return 2;
    }
    process.stdout.write(`${args.report.format} report written to ${args.report.file}\n`);
  }
  return exitCodeOf(summarise(result));
}

async function main(): Promise<number> {
  let args;
  try {
    args = parseCheckArguments(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof ArgumentError)) throw error;
    process.stderr.write(`provider:check: ${error.message}\n\n${usage}\n`);
    return 2;
  }
  if (args.help) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  return check(args);
}

process.exitCode = await main();
