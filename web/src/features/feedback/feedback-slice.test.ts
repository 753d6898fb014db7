import { describe, expect, it } from 'vitest';
import { apiCallFinished, apiCallStarted } from '../../lib/api-saga';
import { defaultToastMessage, feedbackSlice, toastDismissed, toastRaised } from './feedback-slice';

const { reducer } = feedbackSlice;
const homeCall = { operationId: 'getHome', background: false } as const;
const searchCall = { operationId: 'searchProducts', background: true } as const;

describe('feedback', () => {
  it('is busy while any loading task runs', () => {
    let state = reducer(undefined, apiCallStarted(homeCall));
    state = reducer(state, apiCallStarted(homeCall));
    state = reducer(state, apiCallFinished(homeCall));
    expect(feedbackSlice.selectors.selectIsBusy({ feedback: state })).toBe(true);
    state = reducer(state, apiCallFinished(homeCall));
    state = reducer(state, apiCallFinished(homeCall));
    expect(state.activeTasks).toBe(0);
  });

  it('leaves the calls made in the background out', () => {
    const state = reducer(undefined, apiCallStarted(searchCall));
    expect(state.activeTasks).toBe(0);
    expect(reducer({ ...state, activeTasks: 1 }, apiCallFinished(searchCall)).activeTasks).toBe(1);
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

  it('announces a toast unless the page shows the same news in an alert of its own', () => {
    let state = reducer(undefined, toastRaised('Saved', 'success'));
    state = reducer(state, toastRaised('Invalid password.', 'error', 5000, { shownInPage: true }));
    expect(state.toasts.map((toast) => [toast.message, toast.announced])).toEqual([
      ['Saved', true],
      ['Invalid password.', false],
    ]);
  });
});
