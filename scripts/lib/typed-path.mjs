import { resolve } from 'node:path';

/**
 * A path from the command line, made absolute from the folder the command was typed in: npm runs a script from the
 * project's root, and says in INIT_CWD where it was called from.
 */
export const typedPath = (path) => resolve(process.env.INIT_CWD ?? process.cwd(), path);
