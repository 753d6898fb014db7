import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../../contracts';
import { copyRefusedMessage } from '../../lib/use-clipboard-copy';
import { OrderCard } from './order-card';

const order = (changes: Partial<Order> = {}): Order => ({
  id: 'ord_000002',
  order_date: '2026-11-22T08:41:00Z',
  status: 'Completed',
  voucher_type: 'E-Gift Card',
  items: [{ product: { name: 'Saffron Table Dining Voucher', image_url: null }, price_mrp: '1000.50', quantity: 3 }],
  vouchers: [
    { card_number: '4111222233334444', pin_code: '739104', claim_url: 'https://claim.example.com/v/AB12CD' },
    { card_number: '4111222233335555', pin_code: '204816', claim_url: null },
    { card_number: null, pin_code: '', claim_url: 'javascript:alert(1)' },
  ],
  ...changes,
});

function renderCard(shown: Order, expanded = true) {
  const onToggle = vi.fn();
  render(
    <ul>
      <OrderCard order={shown} expanded={expanded} onToggle={onToggle} />
    </ul>,
  );
  return { card: screen.getByRole('listitem', { name: `Order ${shown.id}` }), onToggle };
}

const badge = (card: HTMLElement, status: string) => within(card).getByText(status).closest('[data-tone]');
const voucher = (card: HTMLElement, number: number) =>
  within(card).getByRole('listitem', { name: `Voucher ${number}` });

afterEach(() => vi.useRealTimers());

describe('an order in Track Order', () => {
  it('shows its status, voucher type and items with their prices', () => {
    const { card } = renderCard(order());
    expect(within(card).getByRole('heading', { name: 'Order ord_000002' })).toBeInTheDocument();
    expect(badge(card, 'Completed')).toHaveAttribute('data-tone', 'completed');
    expect(within(card).getByText(/E-Gift Card/)).toBeInTheDocument();
    expect(within(card).getByText('Saffron Table Dining Voucher')).toBeInTheDocument();
    expect(within(card).getByText('× 3')).toBeInTheDocument();
    expect(within(card).getByText('₹1,000.50')).toBeInTheDocument();
  });

  it.each([
    ['Pending', 'pending'],
    ['Expired', 'other'],
    ['Refunded', 'other'],
  ])('colours %s as %s', (status, tone) => {
    const { card } = renderCard(order({ status }));
    expect(badge(card, status)).toHaveAttribute('data-tone', tone);
  });

  it('shows each voucher, with the spec’s texts for what is missing', () => {
    const { card } = renderCard(order());
    const complete = voucher(card, 1);
    expect(within(complete).getByText('4111222233334444')).toBeInTheDocument();
    expect(within(complete).getByText('739104')).toBeInTheDocument();
    expect(within(complete).getByRole('link', { name: 'https://claim.example.com/v/AB12CD' })).toHaveAttribute(
      'href',
      'https://claim.example.com/v/AB12CD',
    );
    expect(within(voucher(card, 2)).getByText('No claim URL available')).toBeInTheDocument();
    const bare = voucher(card, 3);
    expect(within(bare).getAllByText('N/A')).toHaveLength(2);
    expect(within(bare).queryByRole('button', { name: /card number|pin/i })).toBeNull();
  });

  it('never makes a link of a claim URL that is not http(s)', () => {
    const { card } = renderCard(order());
    const bare = voucher(card, 3);
    expect(within(bare).getByText('javascript:alert(1)')).toBeInTheDocument();
    expect(within(bare).queryByRole('link')).toBeNull();
  });

  it('says so when an order has no vouchers', () => {
    const { card } = renderCard(order({ status: 'Pending', vouchers: [] }));
    expect(within(card).getByText('No voucher details available')).toBeInTheDocument();
  });

  it('toggles by its chevron', async () => {
    const { card, onToggle } = renderCard(order(), false);
    const chevron = within(card).getByRole('button', { name: 'Show details of order ord_000002' });
    expect(chevron).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(chevron);
    expect(onToggle).toHaveBeenCalledOnce();
  });
});

describe('copying a voucher code', () => {
  it('copies the value and confirms it for 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const { card } = renderCard(order());
    await user.click(within(card).getByRole('button', { name: 'Copy pin of voucher 1 of order ord_000002' }));
    expect(writeText).toHaveBeenCalledWith('739104');
    expect(await navigator.clipboard.readText()).toBe('739104');
    const status = within(voucher(card, 1)).getAllByRole('status');
    expect(status.map((element) => element.textContent)).toContain('Copied');
    act(() => vi.advanceTimersByTime(2000));
    expect(within(voucher(card, 1)).queryByText('Copied')).toBeNull();
  });

  it('says what to do when the browser refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    const { card } = renderCard(order());
    await user.click(within(card).getByRole('button', { name: 'Copy card number of voucher 2 of order ord_000002' }));
    expect(within(voucher(card, 2)).getByRole('alert')).toHaveTextContent(copyRefusedMessage);
  });
});
