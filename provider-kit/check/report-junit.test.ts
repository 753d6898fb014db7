import { describe, expect, it } from 'vitest';
import { renderJunit } from './report-junit';
import { sampleResult } from '../testing/sample-result';

describe('the JUnit report', () => {
  it('makes each row a testcase and a row with violations one failure that lists them all, escaped', () => {
    const xml = renderJunit(sampleResult());
    expect(xml).toContain('<testsuites name="provider:check" tests="2" failures="1" time="0.042">');
    expect(xml).toContain('<testcase classname="provider-check.calls" name="GET /home/ anonymous" time="0.012"/>');
    expect(xml).toContain('name="GET /cart/ signed in &lt;&amp; &quot;quoted&quot;&gt;"');
    expect(xml.match(/<failure /g)).toHaveLength(1);
    expect(xml).toContain(
      '<failure type="body,cors" message="2 violations, the first: [body] /0/price must match pattern &quot;^(0|[1-9][0-9]{0,8})$&quot;">[body] /0/price must match pattern',
    );
    expect(xml).toContain('{0,8})$&quot;\n[cors] the answer lacks Access-Control-Allow-Credentials: true</failure>');
    expect(xml).toContain('<system-out>token-in-url GET /cart/: a token at /0/link. Risk: logs keep it</system-out>');
  });

  it('drops control characters XML cannot carry', () => {
    const result = sampleResult();
    result.rows[0]?.violations.push({ check: 'body', message: 'bad \u0001byte' });
    expect(renderJunit(result)).toContain('bad byte');
  });
});
