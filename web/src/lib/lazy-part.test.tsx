import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, usePreloadWhenIdle } from './lazy-part';

interface GreetingProps {
  name: string;
}

function Greeting({ name }: GreetingProps) {
  return <p>Hello, {name}</p>;
}

function GreetingFallback({ name }: GreetingProps) {
  return <p>Loading for {name}</p>;
}

/** A module fetch the test settles by hand. */
function pendingLoad() {
  const settle: { resolve: (component: ComponentType<GreetingProps>) => void; reject: (error: Error) => void } = {
    resolve: () => undefined,
    reject: () => undefined,
  };
  const load = vi.fn(
    () =>
      new Promise<ComponentType<GreetingProps>>((resolve, reject) => {
        settle.resolve = resolve;
        settle.reject = reject;
      }),
  );
  return { load, settle };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('lazyPart', () => {
  it('shows the fallback, given the props, then the loaded component with them', async () => {
    const { load, settle } = pendingLoad();
    const Part = lazyPart(load, GreetingFallback);
    render(<Part name="Asha" />);
    expect(screen.getByText('Loading for Asha')).toBeInTheDocument();
    expect(screen.queryByText('Hello, Asha')).not.toBeInTheDocument();
    await act(async () => settle.resolve(Greeting));
    expect(screen.getByText('Hello, Asha')).toBeInTheDocument();
    expect(screen.queryByText('Loading for Asha')).not.toBeInTheDocument();
  });

  it('shows nothing until the part has loaded when there is no fallback', async () => {
    const { load, settle } = pendingLoad();
    const Part = lazyPart(load);
    const { container } = render(<Part name="Asha" />);
    expect(container).toBeEmptyDOMElement();
    await act(async () => settle.resolve(Greeting));
    expect(screen.getByText('Hello, Asha')).toBeInTheDocument();
  });

  it('does not load before it first mounts', () => {
    const { load } = pendingLoad();
    lazyPart(load, GreetingFallback);
    expect(load).not.toHaveBeenCalled();
  });

  it('passes new props through to the loaded component', async () => {
    const { load, settle } = pendingLoad();
    const Part = lazyPart(load, GreetingFallback);
    const { rerender } = render(<Part name="Asha" />);
    rerender(<Part name="Ravi" />);
    expect(screen.getByText('Loading for Ravi')).toBeInTheDocument();
    await act(async () => settle.resolve(Greeting));
    expect(screen.getByText('Hello, Ravi')).toBeInTheDocument();
    rerender(<Part name="Meera" />);
    expect(screen.getByText('Hello, Meera')).toBeInTheDocument();
  });

  it('loads once for every instance and mount', async () => {
    const { load, settle } = pendingLoad();
    const Part = lazyPart(load, GreetingFallback);
    const first = render(<Part name="Asha" />);
    render(<Part name="Ravi" />);
    expect(screen.getByText('Loading for Asha')).toBeInTheDocument();
    expect(screen.getByText('Loading for Ravi')).toBeInTheDocument();
    await act(async () => settle.resolve(Greeting));
    expect(screen.getByText('Hello, Asha')).toBeInTheDocument();
    expect(screen.getByText('Hello, Ravi')).toBeInTheDocument();
    first.unmount();
    render(<Part name="Meera" />);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows an already loaded part at once, without its fallback', async () => {
    const { load, settle } = pendingLoad();
    const Part = lazyPart(load, GreetingFallback);
    const first = render(<Part name="Asha" />);
    await act(async () => settle.resolve(Greeting));
    first.unmount();
    render(<Part name="Ravi" />);
    // The first render already has the component: no effect or update is needed.
    expect(screen.getByText('Hello, Ravi')).toBeInTheDocument();
    expect(screen.queryByText('Loading for Ravi')).not.toBeInTheDocument();
  });

  it('preloads the part before it mounts, once', async () => {
    const { load, settle } = pendingLoad();
    const Part = lazyPart(load, GreetingFallback);
    Part.preload();
    Part.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => settle.resolve(Greeting));
    render(<Part name="Asha" />);
    expect(screen.getByText('Hello, Asha')).toBeInTheDocument();
    expect(screen.queryByText('Loading for Asha')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares a preload still on its way with the part that mounts meanwhile', async () => {
    const { load, settle } = pendingLoad();
    const Part = lazyPart(load, GreetingFallback);
    Part.preload();
    render(<Part name="Asha" />);
    expect(screen.getByText('Loading for Asha')).toBeInTheDocument();
    await act(async () => settle.resolve(Greeting));
    expect(screen.getByText('Hello, Asha')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the fallback after a failed load, and asks again on the next mount', async () => {
    const { load, settle } = pendingLoad();
    const Part = lazyPart(load, GreetingFallback);
    const first = render(<Part name="Asha" />);
    await act(async () => settle.reject(new Error('offline')));
    expect(screen.getByText('Loading for Asha')).toBeInTheDocument();
    first.unmount();
    render(<Part name="Ravi" />);
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => settle.resolve(Greeting));
    expect(screen.getByText('Hello, Ravi')).toBeInTheDocument();
  });

  it('swallows a failed preload, and loads again when the part mounts', async () => {
    const { load, settle } = pendingLoad();
    const Part = lazyPart(load, GreetingFallback);
    Part.preload();
    await act(async () => settle.reject(new Error('offline')));
    render(<Part name="Asha" />);
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => settle.resolve(Greeting));
    expect(screen.getByText('Hello, Asha')).toBeInTheDocument();
  });

  it('does not update a part unmounted before the load arrived', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, settle } = pendingLoad();
    const Part = lazyPart(load, GreetingFallback);
    const { unmount } = render(<Part name="Asha" />);
    unmount();
    await act(async () => settle.resolve(Greeting));
    expect(screen.queryByText('Hello, Asha')).not.toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('shows the loaded part while timers are held (unlike React.lazy under Suspense)', async () => {
    vi.useFakeTimers();
    const { load, settle } = pendingLoad();
    const Part = lazyPart(load, GreetingFallback);
    render(<Part name="Asha" />);
    await act(async () => settle.resolve(Greeting));
    expect(screen.getByText('Hello, Asha')).toBeInTheDocument();
  });
});

describe('usePreloadWhenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  // Unmounted before the browser's own callbacks come back, since unmounting cancels through them.
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('preloads only once ready, a second later, when the browser is next idle', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const part = { preload: vi.fn() };
    const { rerender } = renderHook(({ ready }) => usePreloadWhenIdle(part, ready), { initialProps: { ready: false } });
    vi.advanceTimersByTime(5000);
    expect(idle).toHaveLength(0);

    rerender({ ready: true });
    vi.advanceTimersByTime(999);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(part.preload).not.toHaveBeenCalled();
    idle.forEach((callback) => callback());

    expect(part.preload).toHaveBeenCalledTimes(1);
  });

  it('preloads after that second where the browser has no idle callbacks', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const part = { preload: vi.fn() };
    renderHook(() => usePreloadWhenIdle(part, true));
    vi.advanceTimersByTime(999);
    expect(part.preload).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);

    expect(part.preload).toHaveBeenCalledTimes(1);
  });

  it('gives up a preload still waiting when the page goes', () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const part = { preload: vi.fn() };
    const { unmount } = renderHook(() => usePreloadWhenIdle(part, true));
    vi.advanceTimersByTime(1000);

    unmount();

    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('gives up a preload whose second has not passed when the page goes', () => {
    const part = { preload: vi.fn() };
    const { unmount } = renderHook(() => usePreloadWhenIdle(part, true));

    unmount();
    vi.advanceTimersByTime(2000);

    expect(part.preload).not.toHaveBeenCalled();
  });
});
