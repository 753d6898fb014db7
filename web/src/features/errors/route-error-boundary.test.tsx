import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

function BrokenPage(): never {
  throw new Error('Voucher service exploded');
}

function ThrowsNothingUseful(): never {
  // A third-party throw the screen must survive.
  throw 'nope';
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Link to="/fine">Elsewhere</Link>
      <RouteErrorBoundary>
        <Routes>
          <Route path="/broken" element={<BrokenPage />} />
          <Route path="/strange" element={<ThrowsNothingUseful />} />
          <Route path="/fine" element={<p>Fine page</p>} />
        </Routes>
      </RouteErrorBoundary>
    </MemoryRouter>,
  );

beforeEach(() => {
  // React reports every caught render error on the console; the screen is what this test checks.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the route error boundary', () => {
  it("shows the error screen with the error's message", () => {
    renderAt('/broken');
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Voucher service exploded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('falls back to the generic message when the thrown value is not an Error', () => {
    renderAt('/strange');
    expect(screen.getByText('An unexpected error occurred')).toBeInTheDocument();
  });

  it('renders the routes again once the shopper goes elsewhere', async () => {
    renderAt('/broken');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Fine page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Oops! Something went wrong' })).not.toBeInTheDocument();
  });
});
