import { call, getContext, put, type CallEffect, type GetContextEffect, type PutEffect } from 'redux-saga/effects';
import type { OperationId } from '../../../contracts';
import { loadingTaskFinished, loadingTaskStarted } from '../features/feedback/feedback-slice';
import type { ApiClient, RequestInput, SuccessBody } from './api-client';

export interface ApiCallOptions {
  /** Runs without the global spinner overlay (e.g. search as the shopper types). */
  background?: boolean;
}

/**
 * A provider call from a saga, typed by its contract: `const body = yield* apiCall('getHome', {})`.
 * The API client comes from the saga context, so tests run sagas against any client. The call counts
 * as a loading task (the global spinner overlay) unless it runs in the background.
 */
export function* apiCall<Op extends OperationId>(
  operationId: Op,
  input: RequestInput<Op>,
  { background = false }: ApiCallOptions = {},
): Generator<GetContextEffect | CallEffect, SuccessBody<Op>, unknown> {
  const api = (yield getContext('api')) as ApiClient;
  const request = () => api.request(operationId, input);
  // The loading task is a task of its own: were its `finally` with a `yield` in this generator, which callers delegate
  // to with `yield*`, a cancellation (takeLatest) would resume the caller as if the call had answered.
  return (yield background ? call(request) : call(asLoadingTask, request)) as SuccessBody<Op>;
}

function* asLoadingTask(request: () => Promise<unknown>): Generator<PutEffect | CallEffect, unknown, unknown> {
  yield put(loadingTaskStarted());
  try {
    return yield call(request);
  } finally {
    // Also when a newer request cancels this one (takeLatest), so the overlay never sticks.
    yield put(loadingTaskFinished());
  }
}
