// The contract runtime: what every consumer of the contracts needs at run time, so that none keeps a copy. Bundles
// import the module they need (request-builder, answer-check) rather than this index: request-validation reads the
// registry JSON, which a browser bundle should not carry.
export { checkAnswer, isSuccessStatus, type AnswerCheck } from './answer-check';
export { contractViolationBody, describeIssue, genericError, toIssues } from './error-bodies';
export { matchOperation } from './operation-matcher';
export { hasParameters, normalisePath, pathPattern } from './path-pattern';
export {
  buildHttpRequest,
  buildRequest,
  queryString,
  type HttpRequest,
  type RawRequestInput,
  type RequestInput,
  type SuccessBody,
} from './request-builder';
export {
  queryObject,
  validateRequest,
  type RequestCheck,
  type RequestParts,
  type RequestValidationOptions,
} from './request-validation';
