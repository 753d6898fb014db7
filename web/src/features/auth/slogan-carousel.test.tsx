import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SloganCarousel, slogans } from './slogan-carousel';

const shownSlogan = () => screen.getByRole('group').querySelector('p')?.textContent;

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('the slogan carousel', () => {
  it('moves to the next slide every 5 s, round and round', () => {
    render(<SloganCarousel />);
    expect(shownSlogan()).toBe(slogans[0].title);
    expect(screen.getByRole('group')).toHaveAccessibleName(`1 of ${slogans.length}`);
    act(() => vi.advanceTimersByTime(4900));
    expect(shownSlogan()).toBe(slogans[0].title);
    act(() => vi.advanceTimersByTime(100));
    expect(shownSlogan()).toBe(slogans[1].title);
    for (const slogan of [...slogans.slice(2), slogans[0]]) {
      act(() => vi.advanceTimersByTime(5000));
      expect(shownSlogan()).toBe(slogan.title);
    }
  });

  it('stops while paused, and shows the slide picked', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<SloganCarousel />);
    await user.click(screen.getByRole('button', { name: 'Pause slides' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(shownSlogan()).toBe(slogans[0].title);
    await user.click(screen.getByRole('button', { name: 'Slide 3' }));
    expect(shownSlogan()).toBe(slogans[2].title);
    expect(screen.getByRole('button', { name: 'Slide 3' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Play slides' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(shownSlogan()).toBe(slogans[0].title);
  });
});
