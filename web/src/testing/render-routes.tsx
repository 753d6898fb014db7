import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { Providers } from '../app/providers';
import type { RootState } from '../app/root-reducer';
import { createStore } from '../app/store';
import { fakeApiClient, neverAnswers, type FakeApi } from './fake-api';

export interface RenderRoutesOptions {
  /** Route elements by path, e.g. { '/login': <LoginPage />, '/': <p>Home</p> }. */
  routes: Record<string, ReactNode> | RouteObject[];
  /** Where the memory router starts (a path with an optional query), with optional navigation state. */
  at?: string;
  state?: unknown;
  api?: FakeApi;
  preloadedState?: Partial<RootState>;
}

/** Renders routes inside the app's providers, with a real store and sagas talking to a fake API. */
export function renderRoutes({ routes, at = '/', state, api = neverAnswers, preloadedState }: RenderRoutesOptions) {
  const request = vi.fn(api);
  const store = createStore(fakeApiClient(request), preloadedState);
  const routeObjects = Array.isArray(routes)
    ? routes
    : Object.entries(routes).map(([path, element]) => ({ path, element }));
  const { pathname, search } = new URL(at, 'http://storefront.test');
  const router = createMemoryRouter(routeObjects, { initialEntries: [{ pathname, search, state }] });
  const view = render(
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, store, router, request };
}
