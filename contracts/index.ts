export type * from './generated/types';
export type { QuerySchemaName, ValidationError, Validator } from './generated/validators';
export * from './generated/validators';
export { operations, type OperationRoute } from './generated/operations';
export { answers, type CallAnswers, type DocumentedAnswers, type DocumentedBody } from './generated/answers';
export { endpointFor, registry } from './registry';
