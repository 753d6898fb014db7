import { describe, expect, it } from 'vitest';
import { redactor } from './redact';

const password = 'Secret"Pass\\1x&<é';

describe('redactor', () => {
  it('hides the secret as it is, and as a JSON body, the JSON report, the JUnit report or a URL carry it', () => {
    const redact = redactor(password);
    const echoed = JSON.stringify({ detail: `no account with password ${password}` });
    const forms = [
      password,
      echoed,
      JSON.stringify({ message: echoed }),
      echoed.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;'),
      `https://provider.test/?p=${encodeURIComponent(password)}`,
      // Python's json.dumps (non-ASCII as \u escapes) and Go's encoding/json (<, > and & as \u escapes).
      '{"detail": "Secret\\"Pass\\\\1x&<\\u00e9"}',
      '{"detail":"Secret\\"Pass\\\\1x\\u0026\\u003cé"}',
    ];
    for (const text of forms) {
      const hidden = redact(text);
      expect(hidden).toContain('********');
      expect(hidden).not.toContain('Secret');
      expect(hidden).not.toContain('Pass');
    }
  });

  it('leaves every other text as it is, and everything when there is no secret', () => {
    expect(redactor(password)('GET /cart/ 200')).toBe('GET /cart/ 200');
    expect(redactor(undefined)(password)).toBe(password);
    expect(redactor('')(password)).toBe(password);
  });
});
