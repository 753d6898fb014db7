import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render-routes';
import { PurchaseVoucherPage } from './purchase-voucher-page';

function renderPromo() {
  return renderRoutes({ routes: { '/purchase-voucher': <PurchaseVoucherPage /> }, at: '/purchase-voucher' });
}

describe('the purchase-voucher promo', () => {
  it('shows the spec’s texts exactly', () => {
    renderPromo();
    expect(screen.getByRole('heading', { level: 1, name: 'Purchase Vouchers and Earn Benefits' })).toBeInTheDocument();
    for (const text of [
      'Earn 3x worth benefits',
      'You are purchasing for ₹ 1000',
      'Only multiples of 5 are accepted as amount.',
    ]) {
      expect(screen.getByText(text, { exact: true })).toBeVisible();
    }
  });

  it('lists the two offers, the first a Limited Period Offer', () => {
    renderPromo();
    const offers = within(screen.getByRole('list', { name: 'Offers' })).getAllByRole('listitem');
    expect(offers).toHaveLength(2);
    const [five, hundred] = offers as [HTMLElement, HTMLElement];
    expect(within(five).getByText('Pay ₹ 5, get 10 worth voucher points', { exact: true })).toBeVisible();
    expect(within(five).getByText('Limited Period Offer', { exact: true })).toBeVisible();
    expect(within(hundred).getByText('Pay ₹ 100', { exact: true })).toBeVisible();
    expect(within(hundred).getByText('10 worth voucher points', { exact: true })).toBeVisible();
    expect(within(hundred).queryByText('Limited Period Offer')).not.toBeInTheDocument();
  });

  it('shows Next disabled with its reason, and offers the catalogue instead', () => {
    const { request } = renderPromo();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription('Purchasing from this page is not available yet.');
    expect(screen.getByText('Purchasing from this page is not available yet.', { exact: true })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse vouchers' })).toHaveAttribute('href', '/');
    expect(request).not.toHaveBeenCalled();
  });
});
