import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { CatchUpWithHistory } from './catch-up-with-history';

function renderAt(routerPath: string) {
  return render(
    <MemoryRouter initialEntries={[routerPath]}>
      <CatchUpWithHistory />
      <Routes>
        <Route path="/" element={<p>home</p>} />
        <Route path="/payment" element={<p>payment</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('CatchUpWithHistory', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('takes the router to the address the browser moved to before the router listened', async () => {
    window.history.pushState(null, '', '/payment?orderid=ord_000001');
    renderAt('/');
    expect(await screen.findByText('payment')).toBeInTheDocument();
  });

  it('leaves a router that shows the browser’s address where it is', () => {
    window.history.replaceState(null, '', '/payment');
    renderAt('/payment');
    expect(screen.getByText('payment')).toBeInTheDocument();
  });
});
