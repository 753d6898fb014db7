import { describe, expect, it } from 'vitest';
import { phoneDigits, phoneHint } from './phone-input';

describe('the profile phone', () => {
  it('keeps digits only, at most 10', () => {
    expect(phoneDigits('abc98765432109')).toBe('9876543210');
    expect(phoneDigits('+91 98765-43210')).toBe('9198765432');
    expect(phoneDigits('98 76')).toBe('9876');
    expect(phoneDigits('٩٨٧')).toBe('');
    expect(phoneDigits('')).toBe('');
  });

  it("asks for 10 digits until there are 10: 'Enter 10-digit mobile number', then 'Valid 10-digit number'", () => {
    expect(phoneHint('')).toBe('Enter 10-digit mobile number');
    expect(phoneHint('987654321')).toBe('Enter 10-digit mobile number');
    expect(phoneHint('9876543210')).toBe('Valid 10-digit number');
  });
});
