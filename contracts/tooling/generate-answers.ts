import type { EndpointRegistry } from '../generated/types';
import { generatedBanner, prettierOptions } from './generated-files';
import type { NamedSchema } from './load-contracts';

/**
 * Each call's documented answers with their validators, by status. Generated rather than looked up in the registry so
 * that a bundle checking answers (the storefront's API layer) carries neither the registry JSON nor the request
 * validators.
 */
export async function generateAnswers(registry: EndpointRegistry, schemas: readonly NamedSchema[]): Promise<string> {
  const titles = new Map(schemas.map(({ name, title }) => [name, title]));
  const used = new Set<string>();
  const rows = registry.endpoints.map(({ operationId, responses }) => {
    if (responses.default?.schema === undefined) throw new Error(`${operationId} documents no default answer`);
    const statuses = Object.entries(responses).map(([status, { schema }]) => {
      const key = /^\d+$/.test(status) ? status : JSON.stringify(status);
      if (schema === undefined) return `${key}: null`;
      const title = titles.get(schema);
      if (title === undefined) throw new Error(`${operationId} answers ${status} with the unknown schema ${schema}`);
      used.add(title);
      return `${key}: { schema: ${JSON.stringify(schema)}, validate: validate${title} }`;
    });
    return `  ${operationId}: { ${statuses.join(', ')} },`;
  });
  const body = `import type { OperationId, SchemaName } from './types';
import { ${[...used]
    .sort()
    .map((title) => `validate${title}`)
    .join(', ')}, type Validator } from './validators';

/** An answer's documented body: the schema it must match and that schema's validator. */
export interface DocumentedBody {
  schema: SchemaName;
  validate: Validator<unknown>;
}

/** A call's documented answers by status: the body's schema, or null for no body; 'default' covers any other status. */
export type DocumentedAnswers = Readonly<Record<string, DocumentedBody | null>> & { readonly default: DocumentedBody };

export const answers: { readonly [Op in OperationId]: DocumentedAnswers } = {
${rows.join('\n')}
};
`;
  const { format } = await import('prettier');
  return format(generatedBanner + body, { ...prettierOptions, parser: 'typescript' });
}
