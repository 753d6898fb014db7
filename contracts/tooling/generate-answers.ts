import { join } from 'node:path';
import type { EndpointRegistry } from '../generated/types';
import { formattedModule } from './generated-files';
import type { NamedSchema } from './load-contracts';
import { partsFolder } from './split-validators';

const kebab = (operationId: string): string => operationId.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const documentedTypes = `import type { OperationId, SchemaName } from '../types';
import type { Validator } from '../validators';

/** An answer's documented body: the schema it must match and that schema's validator. */
export interface DocumentedBody {
  schema: SchemaName;
  validate: Validator<unknown>;
}

/** A call's documented answers by status: the body's schema, or null for no body; 'default' covers any other status. */
export type DocumentedAnswers = Readonly<Record<string, DocumentedBody | null>> & { readonly default: DocumentedBody };

/**
 * One call's documented answers, in a module of its own: a client imports those of the calls it makes, so that a
 * bundle split by feature carries each validator where it is used.
 */
export interface CallAnswers<Op extends OperationId = OperationId> {
  readonly operationId: Op;
  readonly byStatus: DocumentedAnswers;
}
`;

/**
 * Each call's documented answers with their validators, by status: a module per call (`answers/<call>.ts`) and
 * `answers.ts`, the table of them all. Generated rather than looked up in the registry so that a bundle checking
 * answers (the storefront's API layer) carries neither the registry JSON nor the request validators.
 */
export async function generateAnswers(
  registry: EndpointRegistry,
  schemas: readonly NamedSchema[],
  generatedDir: string,
): Promise<Map<string, string>> {
  const titles = new Map(schemas.map(({ name, title }) => [name, title]));
  const files = new Map<string, string>();
  const answersDir = join(generatedDir, 'answers');
  files.set(join(answersDir, 'documented.ts'), await formattedModule(documentedTypes));
  for (const { operationId, responses } of registry.endpoints) {
    if (responses.default?.schema === undefined) throw new Error(`${operationId} documents no default answer`);
    const used = new Map<string, string>();
    const statuses = Object.entries(responses).map(([status, { schema }]) => {
      const key = /^\d+$/.test(status) ? status : JSON.stringify(status);
      if (schema === undefined) return `${key}: null`;
      const title = titles.get(schema);
      if (title === undefined) throw new Error(`${operationId} answers ${status} with the unknown schema ${schema}`);
      used.set(title, schema);
      return `${key}: { schema: ${JSON.stringify(schema)}, validate: validate${title} }`;
    });
    const imports = [...used]
      .sort(([left], [right]) => left.localeCompare(right))
      .map(([title, schema]) => `import { validate${title} } from '../${partsFolder}/${schema}.js';`)
      .join('\n');
    const body = `${imports}
import type { CallAnswers } from './documented';

export const ${operationId}Answers: CallAnswers<'${operationId}'> = {
  operationId: '${operationId}',
  byStatus: { ${statuses.join(', ')} },
};
`;
    files.set(join(answersDir, `${kebab(operationId)}.ts`), await formattedModule(body));
  }
  const operationIds = registry.endpoints.map(({ operationId }) => operationId);
  const table = `import type { OperationId } from './types';
import type { DocumentedAnswers } from './answers/documented';
${operationIds.map((id) => `import { ${id}Answers } from './answers/${kebab(id)}';`).join('\n')}

export type { CallAnswers, DocumentedAnswers, DocumentedBody } from './answers/documented';

export const answers: { readonly [Op in OperationId]: DocumentedAnswers } = {
${operationIds.map((id) => `  ${id}: ${id}Answers.byStatus,`).join('\n')}
};
`;
  files.set(join(generatedDir, 'answers.ts'), await formattedModule(table));
  return files;
}
