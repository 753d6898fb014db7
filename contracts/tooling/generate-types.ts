import { compile } from 'json-schema-to-typescript';
import type { JSONSchema } from 'json-schema-to-typescript';
import type { EndpointRegistry } from '../generated/types';
import { embedSchema, type NamedSchema } from './load-contracts';
import { formattedModule, prettierOptions } from './generated-files';

const rootTitle = 'ContractsRoot';

/**
 * An anyOf whose branches only name required properties ("detail or message") is a run-time rule
 * that TypeScript would render as an intersection with an index signature; the optional
 * properties already describe the shape.
 */
function withoutRequiredAlternatives(schema: Record<string, unknown>): Record<string, unknown> {
  const { anyOf, ...rest } = schema;
  const onlyRequired =
    Array.isArray(anyOf) &&
    anyOf.every(
      (branch: unknown) => typeof branch === 'object' && branch !== null && Object.keys(branch).join() === 'required',
    );
  return onlyRequired ? rest : schema;
}

/** Every schema becomes a named type; refs between files become references between the types. */
async function schemaTypes(schemas: NamedSchema[], standaloneSchemas: NamedSchema[]): Promise<string> {
  const byName = new Map(schemas.map((entry) => [entry.name, entry.title]));
  const defs: Record<string, unknown> = {};
  for (const entry of [...schemas, ...standaloneSchemas]) {
    // A schema's own $defs would be lost one level down: lift them beside it under a prefixed name.
    const { $defs: localDefs, ...rest } = JSON.parse(
      JSON.stringify(entry.schema).replaceAll('"#/$defs/', `"#/$defs/${entry.title}__`),
    ) as Record<string, unknown> & { $defs?: Record<string, unknown> };
    const embed = (schema: unknown): unknown =>
      embedSchema(schema as NamedSchema['schema'], (name) => `#/$defs/${byName.get(name) ?? name}`);
    defs[entry.title] = embed(withoutRequiredAlternatives(rest));
    for (const [key, value] of Object.entries(localDefs ?? {})) defs[`${entry.title}__${key}`] = embed(value);
  }
  const root = { title: rootTitle, type: 'object', $defs: defs, additionalProperties: false } as JSONSchema;
  const code = await compile(root, rootTitle, {
    bannerComment: '',
    unreachableDefinitions: true,
    additionalProperties: false,
    style: prettierOptions,
  });
  return code
    .replace(/export interface ContractsRoot \{\}\n?/, '')
    .replace(
      /\n \*\n \* This interface was referenced by `ContractsRoot`'s JSON-Schema\n \* via the `definition` "[^"]+"\./g,
      '',
    )
    .replace(
      /\/\*\*\n \* This interface was referenced by `ContractsRoot`'s JSON-Schema\n \* via the `definition` "[^"]+"\.\n \*\/\n/g,
      '',
    );
}

function literal(value: string): string {
  return `'${value}'`;
}

function operationTypes(registry: EndpointRegistry, titles: Map<string, string>): string {
  const typeOf = (name: string | undefined): string => (name === undefined ? 'never' : (titles.get(name) ?? 'never'));
  const lines = registry.endpoints.map((endpoint) => {
    const responses = Object.entries(endpoint.responses)
      .map(([status, response]) => {
        const key = status === 'default' ? 'default' : status;
        return `${key}: ${response.schema === undefined ? 'null' : typeOf(response.schema)};`;
      })
      .join(' ');
    return `  ${endpoint.operationId}: {
    method: ${literal(endpoint.method)};
    path: ${literal(endpoint.path)};
    auth: ${literal(endpoint.auth)};
    query: ${typeOf(endpoint.request?.query)};
    json: ${typeOf(endpoint.request?.json)};
    multipart: ${typeOf(endpoint.request?.multipart)};
    responses: { ${responses} };
  };`;
  });
  const schemaMap = [...titles].map(([name, title]) => `  ${literal(name)}: ${title};`);
  return `
/** Each provider call by operationId: its method, path, auth rule, request parts and response body per status. */
export interface Operations {
${lines.join('\n')}
}

export type OperationId = keyof Operations;

/** Each schema by its file name in contracts/schemas/. */
export interface SchemaTypes {
${schemaMap.join('\n')}
}

export type SchemaName = keyof SchemaTypes;
`;
}

/** Types for the API's schemas and for the schemas of our own files beside them (the registry, the scenarios). */
export async function generateTypes(
  schemas: NamedSchema[],
  standaloneSchemas: NamedSchema[],
  registry: EndpointRegistry,
): Promise<string> {
  const titles = new Map(schemas.map((entry) => [entry.name, entry.title]));
  const body = (await schemaTypes(schemas, standaloneSchemas)) + operationTypes(registry, titles);
  return formattedModule(body);
}
