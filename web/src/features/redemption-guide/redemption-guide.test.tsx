import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../testing/render-routes';
import { loadedConfiguration } from '../../testing/test-config';
import { RedemptionGuideDialog } from './redemption-guide-dialog';
import { RedemptionGuidePage } from './redemption-guide-page';

const stepOne = 'Add products to cart and proceed to checkout.';
const stepTwo =
  'At checkout, select your points balance and redeem against the shopping cart value. You can pay additional amount via other payment modes as well.';
const stepTwoShort = 'At checkout, select your points balance and redeem against the shopping cart value.';

describe('the Redemption Guide dialog', () => {
  it('shows the title, both tabs, the coins steps and the contact e-mail', () => {
    render(
      <RedemptionGuideDialog
        open
        onClose={() => undefined}
        organizationName="Lumen Rewards"
        email="help@lumen.example"
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Redemption Guide' });
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Lumen Rewards Coins', 'Lumen Rewards Codes']);
    for (const text of ['Step 1', stepOne, 'Step 2', stepTwo]) {
      expect(within(dialog).getByText(text, { exact: true })).toBeVisible();
    }
    expect(within(dialog).getByRole('link', { name: 'help@lumen.example' })).toHaveAttribute(
      'href',
      'mailto:help@lumen.example',
    );
  });

  it('shows a neutral line on the codes tab', async () => {
    const user = userEvent.setup();
    render(<RedemptionGuideDialog open onClose={() => undefined} organizationName="Lumen" email="a@b.example" />);
    const [coinsPanel, codesPanel] = screen.getAllByRole('tabpanel', { hidden: true });
    expect(codesPanel).not.toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Lumen Codes' }));
    expect(coinsPanel).not.toBeVisible();
    expect(codesPanel).toBeVisible();
    expect(codesPanel).toHaveTextContent(/^No codes are available yet\.$/);
    expect(screen.getByRole('tab', { name: 'Lumen Codes' })).toHaveAttribute('aria-selected', 'true');
  });

  it('asks to close from its close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<RedemptionGuideDialog open onClose={onClose} organizationName="Lumen" email="a@b.example" />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('the Redemption Guide page', () => {
  const renderPageAt = (path: string) =>
    renderRoutes({
      routes: { [path]: <RedemptionGuidePage /> },
      at: path,
      preloadedState: { configuration: loadedConfiguration() },
    });

  it("uses spec part 2's shorter step 2 on /redemptionpage", () => {
    renderPageAt('/redemptionpage');
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 })).toHaveTextContent(/^Redemption Guide$/);
    expect(screen.getByText(stepOne, { exact: true })).toBeVisible();
    expect(screen.getByText(stepTwoShort, { exact: true })).toBeVisible();
    expect(screen.getByRole('link', { name: 'support@lumen.example.com' })).toBeInTheDocument();
  });

  it("uses the dialog's step 2 on /redemption", () => {
    renderPageAt('/redemption');
    expect(screen.getByText(stepTwo, { exact: true })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Lumen Rewards Coins' })).toBeInTheDocument();
  });
});
