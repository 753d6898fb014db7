import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { createStore } from '../../app/store';
import type { ApiClient } from '../../lib/api-client';
import { apiCallFinished, apiCallStarted } from '../../lib/api-saga';
import { configurationFailed } from '../configuration/configuration-store';
import { FeedbackLayer } from './feedback-layer';
import { toastAutoCloseMs, toastRaised } from './feedback-slice';

const homeCall = { operationId: 'getHome', background: false } as const;

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.useRealTimers();
});

function renderFeedback() {
  const store = createStore({ request: vi.fn() } as unknown as ApiClient);
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root?.render(
      <Providers store={store}>
        <FeedbackLayer />
      </Providers>,
    ),
  );
  return { container, store };
}

const alerts = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('[role="alert"]')).map((alert) => alert.textContent);

describe('the feedback layer', () => {
  it('stacks toasts, with the default text when there is none, and closes each after 5 s', () => {
    const { container, store } = renderFeedback();
    act(() => {
      store.dispatch(toastRaised(undefined));
    });
    act(() => {
      vi.advanceTimersByTime(2000);
      store.dispatch(toastRaised('Saved', 'success'));
    });
    expect(alerts(container)).toEqual(['An unexpected error occurred!', 'Saved']);
    expect(toastAutoCloseMs).toBe(5000);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(alerts(container)).toEqual(['Saved']);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(alerts(container)).toEqual([]);
  });

  it('holds a toast open while the pointer is over it or the focus in it, then gives it its full time', () => {
    const { container, store } = renderFeedback();
    act(() => {
      store.dispatch(toastRaised('Failed to remove item'));
    });
    const toast = () => container.querySelector<HTMLElement>('[role="alert"]');
    act(() => toast()?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
    act(() => {
      vi.advanceTimersByTime(toastAutoCloseMs * 3);
    });
    expect(alerts(container)).toEqual(['Failed to remove item']);
    act(() => toast()?.querySelector('button')?.focus());
    act(() => toast()?.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body })));
    act(() => {
      vi.advanceTimersByTime(toastAutoCloseMs * 3);
    });
    expect(alerts(container)).toEqual(['Failed to remove item']);
    act(() => toast()?.querySelector('button')?.blur());
    act(() => {
      vi.advanceTimersByTime(toastAutoCloseMs - 1);
    });
    expect(alerts(container)).toEqual(['Failed to remove item']);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(alerts(container)).toEqual([]);
  });

  it('closes a toast with its close button', () => {
    const { container, store } = renderFeedback();
    act(() => {
      store.dispatch(toastRaised('Network error'));
    });
    act(() => container.querySelector<HTMLButtonElement>('[role="alert"] button[aria-label="Close"]')?.click());
    expect(alerts(container)).toEqual([]);
  });

  it('covers the page with a labelled spinner while any loading task runs', () => {
    const { container, store } = renderFeedback();
    const spinner = () => container.querySelector('[role="progressbar"][aria-label="Loading"]');
    expect(spinner()).not.toBeVisible();
    act(() => {
      store.dispatch(apiCallStarted(homeCall));
      store.dispatch(apiCallStarted(homeCall));
    });
    expect(spinner()).toBeVisible();
    act(() => {
      store.dispatch(apiCallFinished(homeCall));
    });
    expect(spinner()).toBeVisible();
    act(() => {
      store.dispatch(apiCallFinished(homeCall));
    });
    expect(spinner()).not.toBeVisible();
  });

  it('leaves the error screen of a failed configuration uncovered while calls started beside it still run', () => {
    const { container, store } = renderFeedback();
    const spinner = () => container.querySelector('[role="progressbar"][aria-label="Loading"]');
    act(() => {
      store.dispatch(apiCallStarted(homeCall));
    });
    expect(spinner()).toBeVisible();
    act(() => {
      store.dispatch(configurationFailed('Failed to fetch configuration'));
    });
    expect(spinner()).not.toBeVisible();
  });
});
