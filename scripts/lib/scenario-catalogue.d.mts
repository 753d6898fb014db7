export function scenarioCatalogueOrExit(
  scenariosDirs: readonly string[],
): Promise<{ name: string; description: string }[]>;

export function unknownScenariosMessage(requested: readonly string[], known: readonly string[]): string | undefined;
