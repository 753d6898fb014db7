import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CategoryBar } from './category-bar';

const categories = [
  'Fashion',
  'Food & Dining',
  'Electronics',
  'Travel',
  'Entertainment',
  'Health & Wellness',
  'Home & Living',
  'Groceries',
].map((name, index) => ({ id: index + 1, name }));

const buttonNames = () => screen.getAllByRole('button').map((button) => button.textContent);

describe('the category bar', () => {
  it('shows the first five categories, then all of them after Show More, and five again after Show Less', async () => {
    const user = userEvent.setup();
    render(<CategoryBar categories={categories} chosenId={null} onChoose={() => undefined} />);
    expect(buttonNames()).toEqual(['Fashion', 'Food & Dining', 'Electronics', 'Travel', 'Entertainment', 'Show More']);
    expect(screen.getByRole('button', { name: 'Show More' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Show More' }));
    expect(buttonNames()).toEqual([...categories.map((category) => category.name), 'Show Less']);
    expect(screen.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(buttonNames()).toHaveLength(6);
    expect(buttonNames().at(-1)).toBe('Show More');
  });

  it('has no Show More with five categories or fewer', () => {
    render(<CategoryBar categories={categories.slice(0, 5)} chosenId={null} onChoose={() => undefined} />);
    expect(buttonNames()).toEqual(['Fashion', 'Food & Dining', 'Electronics', 'Travel', 'Entertainment']);
  });

  it('reports the clicked category and marks the chosen one as current', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<CategoryBar categories={categories} chosenId={3} onChoose={onChoose} />);
    expect(screen.getByRole('button', { name: 'Electronics' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Travel' })).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('button', { name: 'Travel' }));
    expect(onChoose).toHaveBeenCalledExactlyOnceWith(4);
  });
});
