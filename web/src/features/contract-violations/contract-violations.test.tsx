import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountContractViolations } from '.';
import { ContractViolations } from './contract-violations';
import { createViolationsSource, type ShownViolation, type ViolationsSource } from './violations-source';

const brokenCart: ShownViolation = {
  id: 1,
  at: '2026-11-24T10:00:05.000Z',
  side: 'answer',
  call: 'GET /cart/',
  operationId: 'getCart',
  status: 200,
  check: 'body',
  pointer: '',
  message: 'the body must be array',
};
const brokenLogin: ShownViolation = {
  id: 2,
  at: '2026-11-24T10:00:07.000Z',
  side: 'request',
  call: 'POST /user/login/',
  operationId: 'login',
  status: 400,
  check: 'body',
  pointer: '/grant_type',
  message: "/grant_type must have required property 'grant_type'",
};

function fakeSource(...pages: ShownViolation[][]): ViolationsSource & { read: ReturnType<typeof vi.fn> } {
  let total = 0;
  const read = vi.fn(async () => {
    const violations = pages.shift() ?? [];
    total += violations.length;
    return { total, violations };
  });
  return { proxyUrl: 'http://127.0.0.1:9191', read };
}

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('ContractViolations', () => {
  it('counts what the proxy reports and lists each call and why, newest first, as plain text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const source = fakeSource([brokenCart], [{ ...brokenLogin, message: '<img src=x onerror=alert(1)>' }]);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    render(<ContractViolations source={source} intervalMs={1000} />);

    const toggle = await screen.findByRole('button', { name: 'Contract violations 1' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(source.read).toHaveBeenLastCalledWith(1);
    await user.click(screen.getByRole('button', { name: 'Contract violations 2' }));

    const items = within(screen.getByRole('list', { name: 'Violations, newest first' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      "POST /user/login/ (login) answered 400The storefront's request breaks its contract (body at /grant_type): <img src=x onerror=alert(1)>",
    );
    expect(items[0]?.querySelector('img')).toBeNull();
    expect(items[1]).toHaveTextContent(
      "GET /cart/ (getCart) answered 200The provider's answer breaks its contract (body): the body must be array",
    );
    expect(screen.getByText('http://127.0.0.1:9191')).toBeInTheDocument();
  });

  it('clears the list, says when the proxy cannot be read, and closes on Escape back to its button', async () => {
    const source = fakeSource([brokenCart]);
    let refuse: (error: Error) => void = () => undefined;
    source.read.mockImplementationOnce(() => new Promise((_, reject) => (refuse = reject)));
    const user = userEvent.setup();
    render(<ContractViolations source={source} intervalMs={200} />);
    await user.click(screen.getByRole('button', { name: /^Contract violations/ }));
    refuse(new Error('Failed to fetch'));

    expect(await screen.findByRole('status')).toHaveTextContent('The proxy cannot be read: Failed to fetch');
    expect(await screen.findByRole('listitem')).toHaveTextContent('GET /cart/');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('None so far.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contract violations 0' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Contract violations' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Contract violations/ })).toHaveFocus();
  });
});

describe('createViolationsSource', () => {
  it("reads the proxy's list after an id, leaving out entries of another shape", async () => {
    const fetch = vi.fn(async () =>
      Response.json({ host: 'http://127.0.0.1:9090', total: 3, violations: [brokenCart, { id: 'x' }, brokenLogin] }),
    );
    vi.stubGlobal('fetch', fetch);

    const page = await createViolationsSource('http://127.0.0.1:9191/').read(4);

    expect(fetch).toHaveBeenCalledWith('http://127.0.0.1:9191/__proxy/violations?since=4', { cache: 'no-store' });
    expect(page).toEqual({ total: 3, violations: [brokenCart, brokenLogin] });
  });
});

describe('mountContractViolations', () => {
  it("mounts the collapsed overlay beside the storefront's root, and nothing for a URL that is not http(s)", async () => {
    // The proxy never answers here: the overlay's first read is all this test needs, and no update follows it.
    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetch);
    mountContractViolations('javascript:alert(1)');
    expect(document.body).toBeEmptyDOMElement();

    act(() => mountContractViolations('http://127.0.0.1:9191'));

    // Drawn in a shadow root of its own, which the document's queries do not enter.
    const overlay = document.body.lastElementChild?.shadowRoot?.firstElementChild;
    if (!(overlay instanceof HTMLElement)) throw new Error('the overlay has no shadow root to draw in');
    expect(await within(overlay).findByRole('button', { name: 'Contract violations 0' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(fetch).toHaveBeenCalledWith('http://127.0.0.1:9191/__proxy/violations?since=0', { cache: 'no-store' });
  });
});
