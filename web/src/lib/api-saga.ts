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
): Generator<GetContextEffect | CallEffect | PutEffect, SuccessBody<Op>, unknown> {
  const api = (yield getContext('api')) as ApiClient;
  if (background) return (yield call(() => api.request(operationId, input))) as SuccessBody<Op>;
  yield put(loadingTaskStarted());
  try {
    return (yield call(() => api.request(operationId, input))) as SuccessBody<Op>;
  } finally {
    // Also when a newer request cancels this one (takeLatest), so the overlay never sticks.
    yield put(loadingTaskFinished());
  }
}
