import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it('drops script, style, noscript and template content and every attribute', () => {
    const text = plainText(
      '<p>Treat yourself at <b>Aurora</b>.</p><script>alert("xss")</script><img src="x" onerror="alert(1)">' +
        '<style>p{color:red}</style><noscript>Enable JS</noscript><template><p>hidden</p></template>',
    );
    expect(text).toBe('Treat yourself at Aurora.');
    expect(text).not.toMatch(/alert|onerror|<|color|Enable JS|hidden/);
  });

  it('decodes entities without turning them into markup', () => {
    expect(plainText('Fish &amp; chips &lt;script&gt;alert(1)&lt;/script&gt; &#8377;100')).toBe(
      'Fish & chips <script>alert(1)</script> ₹100',
    );
  });

  it('puts blocks, list items and line breaks on lines of their own', () => {
    expect(
      plainText(
        '<p>Shop   the\n range.</p><p>Delivered by e-mail.</p><ul><li>Valid 12 months.</li><li>No cash.</li></ul>',
      ),
    ).toBe('Shop the range.\nDelivered by e-mail.\n• Valid 12 months.\n• No cash.');
    expect(plainText('Line one<br>Line <i>two</i>')).toBe('Line one\nLine two');
  });

  it('keeps plain text as it is and turns empty input into an empty string', () => {
    expect(plainText('Show the code at the till.')).toBe('Show the code at the till.');
    expect(plainText('')).toBe('');
  });
});
