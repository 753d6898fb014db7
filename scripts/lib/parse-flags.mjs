import { parseArgs } from 'node:util';

/**
 * The values of a command line made of flags only (node:util's parseArgs, strict, no positionals); a command line it
 * refuses throws a `CommandLineError` (the script's own error class) with parseArgs's reason.
 */
export function parseFlags(argv, options, CommandLineError) {
  try {
    return parseArgs({ args: [...argv], strict: true, allowPositionals: false, options }).values;
  } catch (error) {
    throw new CommandLineError(error.message);
  }
}

/** Refuses the command line: the reason, then the script's usage, on standard error, and exit code 2. */
export function refuseArguments(message, usage) {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

/** The script's options as `parse` reads them from its arguments, or its refusal when `parse` throws `CommandLineError`. */
export function optionsOrRefuse(parse, CommandLineError, usage) {
  try {
    return parse(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof CommandLineError)) throw error;
    return refuseArguments(error.message, usage);
  }
}
