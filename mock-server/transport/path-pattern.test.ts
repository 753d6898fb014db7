import { describe, expect, it } from 'vitest';
import { hasParameters, pathPattern } from './path-pattern';

describe('route templates', () => {
  it('match a :parameter against one whole, non-empty segment', () => {
    const page = pathPattern('/__mock/pay/:orderId');
    expect(page('/__mock/pay/ord_000001')).toBe(true);
    expect(page('/__mock/pay/ord_000001/')).toBe(true);
    expect(page('/__mock/pay/')).toBe(false);
    expect(page('/__mock/pay/a/b')).toBe(false);
    expect(pathPattern('/__mock/pay/:orderId/:decision')('/__mock/pay/x/approve')).toBe(true);
  });

  it('take the rest of a template literally', () => {
    expect(pathPattern('/a.b/:id')('/axb/1')).toBe(false);
    expect(pathPattern('/a.b/:id')('/a.b/1')).toBe(true);
  });

  it('tell templates with parameters from plain paths', () => {
    expect(hasParameters('/__mock/pay/:orderId')).toBe(true);
    expect(hasParameters('/user/login/')).toBe(false);
  });
});
