import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProductTexts } from './product-texts';

const renderTexts = () =>
  render(<ProductTexts details="<p>About</p>" terms_and_conditions="<p>Rules</p>" how_to_use="<p>Steps</p>" />);

const selectedTab = () => screen.getByRole('tab', { selected: true });

describe("the product page's tabs", () => {
  it('ties each tab to its panel, and only the selected tab is in the Tab order', () => {
    renderTexts();
    expect(screen.getByRole('tablist', { name: 'Product information' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Description', 'Terms', 'Redeem']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('About');
    expect(panel).toHaveAccessibleName('Description');
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
  });

  it('moves between the tabs with the arrows, wrapping round, and with Home and End', async () => {
    const user = userEvent.setup();
    renderTexts();
    await user.tab();
    expect(selectedTab()).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveTextContent('Terms');
    expect(selectedTab()).toHaveFocus();
    expect(selectedTab().tabIndex).toBe(0);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Rules');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(selectedTab()).toHaveTextContent('Description');
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()).toHaveTextContent('Redeem');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Steps');
    await user.keyboard('{Home}');
    expect(selectedTab()).toHaveTextContent('Description');
    await user.keyboard('{End}');
    expect(selectedTab()).toHaveTextContent('Redeem');
    expect(selectedTab()).toHaveFocus();
  });

  it('leaves an arrow held with Alt to the browser (Alt+Left goes back)', async () => {
    const user = userEvent.setup();
    renderTexts();
    await user.tab();

    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');

    expect(selectedTab()).toHaveTextContent('Description');
    expect(selectedTab()).toHaveFocus();
  });

  it('leaves the tab list for the shown panel with Tab', async () => {
    const user = userEvent.setup();
    renderTexts();
    await user.click(screen.getByRole('tab', { name: 'Terms' }));
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Rules');
  });
});
