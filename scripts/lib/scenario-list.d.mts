export function formatScenarioList(
  scenarios: readonly { name: string; description: string }[],
  width: number | undefined,
): string;
