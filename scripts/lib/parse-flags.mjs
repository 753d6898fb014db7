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
