import type { CheckResult } from './run-check';
import { summarise } from './summary';

/** The whole verdict for machines: every row with all its violations, the advisories, the calls not sent. */
export const renderJson = (result: CheckResult): string =>
  `${JSON.stringify({ host: result.host, origin: result.origin, summary: summarise(result), rows: result.rows, advisories: result.advisories, notChecked: result.notChecked }, null, 2)}\n`;
