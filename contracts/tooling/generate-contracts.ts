import { join } from 'node:path';
import { generateAnswers } from './generate-answers';
import type { NamedSchema } from './load-contracts';
import { contractsDir, loadRegistry, loadRegistrySchema, loadScenarioSchema, loadSchemas } from './load-contracts';
import { generateOpenApi } from './generate-openapi';
import { generateOperations } from './generate-operations';
import { generateTypes } from './generate-types';
import { generateValidators, generateValidatorTypes } from './generate-validators';

/** Every generated file, by absolute path, with the content it must have. */
export async function generateContracts(): Promise<Map<string, string>> {
  const schemas = loadSchemas();
  const registrySchema: NamedSchema = {
    name: 'endpoint-registry',
    title: 'EndpointRegistry',
    schema: loadRegistrySchema(),
  };
  const scenarioSchema: NamedSchema = { name: 'scenario', title: 'ScenarioFile', schema: loadScenarioSchema() };
  const registry = loadRegistry();
  const generatedDir = join(contractsDir, 'generated');
  return new Map([
    [join(generatedDir, 'types.ts'), await generateTypes(schemas, [registrySchema, scenarioSchema], registry)],
    [join(generatedDir, 'operations.ts'), await generateOperations(registry)],
    ...(await generateAnswers(registry, schemas, generatedDir)),
    ...(await generateValidators(schemas, generatedDir)),
    [join(generatedDir, 'validators.d.ts'), generateValidatorTypes(schemas)],
    [join(contractsDir, 'openapi.json'), `${JSON.stringify(generateOpenApi(schemas, registry), null, 2)}\n`],
  ]);
}
