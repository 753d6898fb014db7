import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountQaPanel } from '.';

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('mountQaPanel', () => {
  it("mounts the collapsed panel beside the storefront's root, asking the simulator nothing yet", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const storefront = document.body.appendChild(document.createElement('div'));

    act(() => mountQaPanel('http://127.0.0.1:9090'));

    const toggle = await screen.findByRole('button', { name: 'QA panel' });
    expect(storefront).not.toContainElement(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('mounts nothing for a simulator URL that is not http(s)', () => {
    mountQaPanel('javascript:alert(1)');

    expect(document.body).toBeEmptyDOMElement();
  });
});
