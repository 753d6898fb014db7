import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../app/store';
import type { ApiClient } from '../../lib/api-client';
import { configurationLoaded } from '../configuration/configuration-slice';
import { RedemptionGuideDialog } from './redemption-guide-dialog';
import { RedemptionGuidePage } from './redemption-guide-page';
import { cleanup, click, getButton, getByText, getLink, render, renderTimeoutMs } from './test-render';

const stepOne = 'Add products to cart and proceed to checkout.';
const stepTwo =
  'At checkout, select your points balance and redeem against the shopping cart value. You can pay additional amount via other payment modes as well.';
const stepTwoShort = 'At checkout, select your points balance and redeem against the shopping cart value.';

afterEach(cleanup);

describe('the Redemption Guide dialog', { timeout: renderTimeoutMs }, () => {
  it('shows the title, both tabs, the coins steps and the contact e-mail', async () => {
    await render(
      <RedemptionGuideDialog
        open
        onClose={() => undefined}
        organizationName="Lumen Rewards"
        email="help@lumen.example"
      />,
    );
    const dialog = document.querySelector('[role="dialog"]');
    if (dialog === null) throw new Error('no dialog');
    expect(dialog.getAttribute('aria-labelledby')).toBe(getByText(dialog, 'Redemption Guide').id);
    const tabs = [...dialog.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);
    expect(tabs).toEqual(['Lumen Rewards Coins', 'Lumen Rewards Codes']);
    getByText(dialog, 'Step 1');
    getByText(dialog, stepOne);
    getByText(dialog, 'Step 2');
    getByText(dialog, stepTwo);
    expect(getLink(dialog, 'help@lumen.example').getAttribute('href')).toBe('mailto:help@lumen.example');
  });

  it('shows a neutral line on the codes tab', async () => {
    await render(<RedemptionGuideDialog open onClose={() => undefined} organizationName="Lumen" email="a@b.example" />);
    const [coinsPanel, codesPanel] = document.querySelectorAll<HTMLElement>('[role="tabpanel"]');
    expect(codesPanel?.hidden).toBe(true);

    await click(getButton(document.body, 'Lumen Codes'));
    expect(coinsPanel?.hidden).toBe(true);
    expect(codesPanel?.hidden).toBe(false);
    expect(codesPanel?.textContent).toBe('No codes are available yet.');
    expect(getButton(document.body, 'Lumen Codes').getAttribute('aria-selected')).toBe('true');
  });

  it('asks to close from its close button', async () => {
    const onClose = vi.fn();
    await render(<RedemptionGuideDialog open onClose={onClose} organizationName="Lumen" email="a@b.example" />);
    await click(getButton(document.body, 'Close'));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('the Redemption Guide page', { timeout: renderTimeoutMs }, () => {
  async function renderPageAt(path: string) {
    const store = createStore({ request: vi.fn(() => new Promise(() => undefined)) } as unknown as ApiClient);
    store.dispatch(
      configurationLoaded({
        organization_name: 'Lumen Rewards',
        product_name: 'Lumen Gift Store',
        logo_url: 'https://cdn.example.com/logo.svg',
        primary_color: '#1B3A6B',
        secondary_color: '#F2A900',
        address: 'MG Road',
        email: 'support@lumen.example.com',
      }),
    );
    const router = createMemoryRouter([{ path, element: <RedemptionGuidePage /> }], { initialEntries: [path] });
    return render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
  }

  it("uses spec part 2's shorter step 2 on /redemptionpage", async () => {
    const container = await renderPageAt('/redemptionpage');
    expect(container.querySelector('main h1')?.textContent).toBe('Redemption Guide');
    getByText(container, stepOne);
    getByText(container, stepTwoShort);
    getLink(container, 'support@lumen.example.com');
  });

  it("uses the dialog's step 2 on /redemption", async () => {
    const container = await renderPageAt('/redemption');
    getByText(container, stepTwo);
    getButton(container, 'Lumen Rewards Coins');
  });
});
