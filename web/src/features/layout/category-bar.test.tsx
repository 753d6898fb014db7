import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoryBar } from './category-bar';
import { cleanup, click, getButton, queryAllButtonNames, render, renderTimeoutMs } from './test-render';

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

afterEach(cleanup);

describe('the category bar', { timeout: renderTimeoutMs }, () => {
  it('shows the first five categories, then all of them after Show More, and five again after Show Less', async () => {
    const container = await render(<CategoryBar categories={categories} chosenId={null} onChoose={() => undefined} />);
    expect(queryAllButtonNames(container)).toEqual([
      'Fashion',
      'Food & Dining',
      'Electronics',
      'Travel',
      'Entertainment',
      'Show More',
    ]);
    expect(getButton(container, 'Show More').getAttribute('aria-expanded')).toBe('false');

    await click(getButton(container, 'Show More'));
    expect(queryAllButtonNames(container)).toEqual([...categories.map((category) => category.name), 'Show Less']);
    expect(getButton(container, 'Show Less').getAttribute('aria-expanded')).toBe('true');

    await click(getButton(container, 'Show Less'));
    expect(queryAllButtonNames(container)).toHaveLength(6);
    expect(queryAllButtonNames(container).at(-1)).toBe('Show More');
  });

  it('has no Show More with five categories or fewer', async () => {
    const container = await render(
      <CategoryBar categories={categories.slice(0, 5)} chosenId={null} onChoose={() => undefined} />,
    );
    expect(queryAllButtonNames(container)).toEqual([
      'Fashion',
      'Food & Dining',
      'Electronics',
      'Travel',
      'Entertainment',
    ]);
  });

  it('reports the clicked category and marks the chosen one as current', async () => {
    const onChoose = vi.fn();
    const container = await render(<CategoryBar categories={categories} chosenId={3} onChoose={onChoose} />);
    expect(getButton(container, 'Electronics').getAttribute('aria-current')).toBe('true');
    expect(getButton(container, 'Travel').hasAttribute('aria-current')).toBe(false);

    await click(getButton(container, 'Travel'));
    expect(onChoose).toHaveBeenCalledExactlyOnceWith(4);
  });
});
