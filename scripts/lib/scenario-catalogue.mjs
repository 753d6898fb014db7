/**
 * The scenarios the simulator would offer: the built-in ones and those of `scenariosDirs`. The catalogue is TypeScript
 * (and reads the scenario files), so tsx loads it: call this only once the dependencies are installed. Throws when a
 * file cannot be read or breaks the scenario schema.
 */
async function loadScenarioCatalogue(scenariosDirs) {
  const { tsImport } = await import('tsx/esm/api');
  const { scenariosWith } = await tsImport('../../scenarios/index.ts', import.meta.url);
  return scenariosWith(scenariosDirs);
}

/**
 * The catalogue, or, when it cannot be loaded, why on stderr and an end to the process with exit code 2: the folders
 * come from --scenarios-dir, so a broken one is a command line the caller cannot run.
 */
export async function scenarioCatalogueOrExit(scenariosDirs) {
  try {
    return await loadScenarioCatalogue(scenariosDirs);
  } catch (error) {
    // A scenario file's problems say what they are; anything else gets a heading.
    console.error(
      Array.isArray(error.problems) ? error.message : `The scenarios could not be loaded: ${error.message}`,
    );
    process.exit(2);
  }
}

/** What is wrong with the requested names (the unknown ones, with every known name), or undefined when all are known. */
export function unknownScenariosMessage(requested, known) {
  const unknown = requested.filter((name) => !known.includes(name));
  if (unknown.length === 0) return undefined;
  const names = unknown.map((name) => `"${name}"`).join(', ');
  return `Unknown scenario${unknown.length === 1 ? '' : 's'} ${names}. The scenarios are: ${known.join(', ')}`;
}
