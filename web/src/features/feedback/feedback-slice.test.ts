import { describe, expect, it } from 'vitest';
import {
  defaultToastMessage,
  feedbackSlice,
  loadingTaskFinished,
  loadingTaskStarted,
  toastDismissed,
  toastRaised,
} from './feedback-slice';

const { reducer } = feedbackSlice;

describe('feedback', () => {
  it('is busy while any loading task runs', () => {
    let state = reducer(undefined, loadingTaskStarted());
    state = reducer(state, loadingTaskStarted());
    state = reducer(state, loadingTaskFinished());
    expect(feedbackSlice.selectors.selectIsBusy({ feedback: state })).toBe(true);
    state = reducer(state, loadingTaskFinished());
    state = reducer(state, loadingTaskFinished());
    expect(state.activeTasks).toBe(0);
  });

  it('raises toasts with the default text when there is no message, and dismisses them by id', () => {
    let state = reducer(undefined, toastRaised(undefined));
    state = reducer(state, toastRaised('Saved', 'success'));
    expect(state.toasts.map((toast) => [toast.message, toast.severity])).toEqual([
      [defaultToastMessage, 'error'],
      ['Saved', 'success'],
    ]);
    state = reducer(state, toastDismissed(state.toasts[0]?.id ?? ''));
    expect(state.toasts).toHaveLength(1);
  });
});
