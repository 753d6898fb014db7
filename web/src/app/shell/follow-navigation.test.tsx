import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Link, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../testing/test-config';
import { useFollowNavigation } from './follow-navigation';

function Layout({ children }: { children: ReactNode }) {
  useFollowNavigation(testConfig);
  return (
    <>
      <nav>
        <Link to="/">Home</Link>
        <Link to="/cart">Cart</Link>
      </nav>
      {children}
    </>
  );
}

const Page = ({ heading }: { heading: string }) => (
  <main>
    <h1>{heading}</h1>
  </main>
);

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Layout>
        <Routes>
          <Route path="/" element={<Page heading="Gift cards" />} />
          <Route path="/cart" element={<Page heading="My Cart" />} />
        </Routes>
      </Layout>
    </MemoryRouter>,
  );
}

const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(resolve)));

describe('following a navigation', () => {
  it("names the document after the page's heading, the home after the brand alone", async () => {
    renderAt('/cart');
    await nextFrame();
    expect(document.title).toBe('My Cart | Lumen Gift Store | Lumen Rewards');
    // The first page opened starts at the top: the focus is not moved.
    expect(document.body).toHaveFocus();
  });

  it("moves the focus to the new page's heading after a navigation", async () => {
    const user = userEvent.setup();
    renderAt('/');
    await nextFrame();
    expect(document.title).toBe('Lumen Gift Store | Lumen Rewards');
    await user.click(screen.getByRole('link', { name: 'Cart' }));
    await nextFrame();
    expect(screen.getByRole('heading', { level: 1, name: 'My Cart' })).toHaveFocus();
    expect(document.title).toBe('My Cart | Lumen Gift Store | Lumen Rewards');
  });
});
