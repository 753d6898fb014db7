import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withSoftBreaks } from './page-layout';

const rendered = (text: string, marks: string) => render(<span>{withSoftBreaks(text, marks)}</span>).container;

describe('withSoftBreaks', () => {
  it('puts a break opportunity after each mark, and keeps the text as it was', () => {
    const span = rendered('https://claim.example.com/v/8274791976', '/');
    expect(span.innerHTML).toBe('<span>https:/<wbr>/<wbr>claim.example.com/<wbr>v/<wbr>8274791976</span>');
    expect(span.textContent).toBe('https://claim.example.com/v/8274791976');
  });

  it('takes several marks, and adds nothing after a mark that ends the text', () => {
    expect(rendered('compliance@lumen.example.', '@.').innerHTML).toBe(
      '<span>compliance@<wbr>lumen.<wbr>example.</span>',
    );
  });

  it('leaves a text without marks as it is', () => {
    expect(withSoftBreaks('access_token', '.')).toBe('access_token');
  });
});
