import { createAction } from '@reduxjs/toolkit';
import { call, getContext, put, type CallEffect, type GetContextEffect, type PutEffect } from 'redux-saga/effects';
import type { CallAnswers, OperationId } from '../../../contracts';
import type { RequestInput, SuccessBody } from '../../../contracts/runtime/request-builder';
import { checkedBody, type ApiAnswer, type ApiClient } from './api-client';

export interface ApiCallOptions {
  /** Runs without the global spinner overlay (e.g. search as the shopper types). */
  background?: boolean;
}

/** A provider call from a saga, as its start and end announce it. */
export interface ApiCallEvent {
  operationId: OperationId;
  background: boolean;
}

export const apiCallStarted = createAction<ApiCallEvent>('api/callStarted');
/** Follows every apiCallStarted, whether the call answered, failed or was cancelled. */
export const apiCallFinished = createAction<ApiCallEvent>('api/callFinished');

/**
 * A provider call from a saga, named by its documented answers and typed by its contract:
 * `const body = yield* apiCall(getHomeAnswers, {})`. The API client comes from the saga context, so tests run sagas
 * against any client. The body is the call's success body once it matches the contract; an answer that breaks it
 * throws an InvalidResponseError.
 */
export function* apiCall<Op extends OperationId>(
  answers: CallAnswers<Op>,
  input: RequestInput<Op>,
  options: ApiCallOptions = {},
): Generator<GetContextEffect | CallEffect, SuccessBody<Op>, unknown> {
  return (yield* timedApiCall(answers, input, options)).body;
}

/** apiCall, with when the answer arrived: for a saga that sets a clock by the provider's (the payment windows). */
export function* timedApiCall<Op extends OperationId>(
  answers: CallAnswers<Op>,
  input: RequestInput<Op>,
  { background = false }: ApiCallOptions = {},
): Generator<GetContextEffect | CallEffect, { body: SuccessBody<Op>; receivedAtMs: number }, unknown> {
  const { operationId } = answers;
  const api = (yield getContext('api')) as ApiClient;
  const request = () => api.request(operationId, input);
  // The announced call is a task of its own: were its `finally` with a `yield` in this generator, which callers
  // delegate to with `yield*`, a cancellation (takeLatest) would resume the caller as if the call had answered.
  const answer = (yield call(announced, { operationId, background }, request)) as ApiAnswer;
  return { body: checkedBody(answers, answer), receivedAtMs: answer.receivedAtMs };
}

function* announced(
  event: ApiCallEvent,
  request: () => Promise<ApiAnswer>,
): Generator<PutEffect | CallEffect, unknown, unknown> {
  yield put(apiCallStarted(event));
  try {
    return yield call(request);
  } finally {
    // A call a newer one cancels (takeLatest) finishes too, or whoever counts the calls under way would count it forever.
    yield put(apiCallFinished(event));
  }
}
