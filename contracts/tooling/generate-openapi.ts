import type { AnySchemaObject } from 'ajv';
import type { Endpoint, EndpointRegistry } from '../generated/types';
import { embedSchema, type NamedSchema } from './load-contracts';

type JsonObject = Record<string, unknown>;

const securitySchemeName = 'bearerAuth';

function componentRef(title: string): string {
  return `#/components/schemas/${title}`;
}

function queryParameters(schema: AnySchemaObject, refFor: (name: string) => string): JsonObject[] {
  const required = new Set<string>(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const properties = (schema.properties ?? {}) as Record<string, AnySchemaObject>;
  return Object.entries(properties).map(([name, property]) => {
    const parameterSchema = embedSchema(property, refFor);
    return {
      name,
      in: 'query',
      required: required.has(name),
      ...(property.type === 'array' ? { style: 'form', explode: true } : {}),
      schema: parameterSchema,
    };
  });
}

function operation(
  endpoint: Endpoint,
  schemas: Map<string, NamedSchema>,
  refFor: (name: string) => string,
): JsonObject {
  const titleOf = (name: string): string => {
    const entry = schemas.get(name);
    if (entry === undefined) throw new Error(`${endpoint.operationId} names the unknown schema ${name}`);
    return entry.title;
  };
  const op: JsonObject = {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    tags: [endpoint.tag],
    security: endpoint.auth === 'bearer' ? [{ [securitySchemeName]: [] }] : [],
  };
  const request = endpoint.request ?? {};
  if (request.query !== undefined) {
    const entry = schemas.get(request.query);
    if (entry === undefined) throw new Error(`${endpoint.operationId} names the unknown schema ${request.query}`);
    op.description = String(entry.schema.description ?? '');
    op.parameters = queryParameters(entry.schema, refFor);
  }
  if (request.json !== undefined) {
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: { $ref: componentRef(titleOf(request.json)) } } },
    };
  }
  if (request.multipart !== undefined) {
    op.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { $ref: componentRef(titleOf(request.multipart)) },
          encoding: { profile_pic_image_url: { contentType: 'image/jpeg, image/png, image/webp' } },
        },
      },
    };
  }
  op.responses = Object.fromEntries(
    Object.entries(endpoint.responses).map(([status, response]) => [
      status,
      {
        description: response.description,
        ...(response.headers === undefined ? {} : { headers: response.headers }),
        ...(response.schema === undefined
          ? {}
          : { content: { 'application/json': { schema: { $ref: componentRef(titleOf(response.schema)) } } } }),
      },
    ]),
  );
  return op;
}

export function generateOpenApi(schemas: NamedSchema[], registry: EndpointRegistry): JsonObject {
  const byName = new Map(schemas.map((entry) => [entry.name, entry]));
  const refFor = (name: string): string => componentRef(byName.get(name)?.title ?? name);
  const paths: Record<string, JsonObject> = {};
  for (const endpoint of registry.endpoints) {
    const item = (paths[endpoint.path] ??= {});
    item[endpoint.method.toLowerCase()] = operation(endpoint, byName, refFor);
  }
  const tags = [...new Set(registry.endpoints.map((endpoint) => endpoint.tag))].map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: { title: registry.title, version: registry.version, description: registry.description },
    servers: [
      {
        url: '{origin}',
        description: 'The provider API host',
        variables: {
          origin: { default: 'http://127.0.0.1:9090', description: 'Scheme, host and port of the provider' },
        },
      },
    ],
    tags,
    paths,
    components: {
      schemas: Object.fromEntries(schemas.map((entry) => [entry.title, embedSchema(entry.schema, refFor)])),
      securitySchemes: {
        [securitySchemeName]: {
          type: 'http',
          scheme: 'bearer',
          description: 'The access_token from POST /user/login/ or POST /user/refreshtoken/.',
        },
      },
    },
  };
}
