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
import { ToastAnchor } from './toast-anchor';

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

function renderFeedback({ withHeader = false } = {}) {
  const store = createStore({ request: vi.fn() } as unknown as ApiClient);
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root?.render(
      <Providers store={store}>
        {withHeader && (
          <div data-testid="frame">
            <header>Header</header>
            <ToastAnchor />
            <main>Page</main>
          </div>
        )}
        <FeedbackLayer />
      </Providers>,
    ),
  );
  return { container, store };
}

const notifications = (container: HTMLElement) => container.querySelector('section[aria-label="Notifications"]');

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

  it('shows a toast the page announces itself without announcing it again, in the same stack', () => {
    const { container, store } = renderFeedback();
    act(() => {
      store.dispatch(toastRaised('Invalid password.', 'error', toastAutoCloseMs, { shownInPage: true }));
      store.dispatch(toastRaised('Failed to remove item'));
    });
    const stack = notifications(container);
    expect(stack?.textContent).toContain('Invalid password.');
    // Only the second is a live region: the first one's page has its own alert with the text.
    expect(alerts(container)).toEqual(['Failed to remove item']);
    expect(container.querySelectorAll('[aria-live], [role="status"]')).toHaveLength(0);
    expect(stack?.querySelectorAll('button[aria-label="Close"]')).toHaveLength(2);
  });

  it("puts the toasts right after the frame's header, and at the window's top right on a page without one", () => {
    const { container, store } = renderFeedback({ withHeader: true });
    act(() => {
      store.dispatch(toastRaised('Failed to remove item'));
    });
    const stack = notifications(container);
    expect(stack?.parentElement?.previousElementSibling?.tagName).toBe('HEADER');
    expect(stack?.parentElement?.nextElementSibling?.tagName).toBe('MAIN');

    act(() => root?.unmount());
    document.body.innerHTML = '';
    const bare = renderFeedback();
    act(() => {
      bare.store.dispatch(toastRaised('Failed to remove item'));
    });
    // Directly in the feedback layer, drawn fixed at the window's top right.
    expect(notifications(bare.container)?.parentElement).toBe(bare.container);
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
