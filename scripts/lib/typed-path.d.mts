/**
 * A path from the command line, made absolute from the folder the command was typed in: npm runs a script from the
 * project's root, and says in INIT_CWD where it was called from.
 */
export function typedPath(path: string): string;
