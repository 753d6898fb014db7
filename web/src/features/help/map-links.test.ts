import { describe, expect, it } from 'vitest';
import { mapLinks } from './map-links';

describe('the map links of an address', () => {
  it('embed and link to the address on Google Maps over https', () => {
    expect(mapLinks('4th Floor, Orbit Towers, 12 MG Road, Bengaluru 560001')).toEqual({
      embedUrl:
        'https://www.google.com/maps?q=4th%20Floor%2C%20Orbit%20Towers%2C%2012%20MG%20Road%2C%20Bengaluru%20560001&output=embed',
      searchUrl:
        'https://www.google.com/maps/search/?api=1&query=4th%20Floor%2C%20Orbit%20Towers%2C%2012%20MG%20Road%2C%20Bengaluru%20560001',
    });
  });

  it('encode every character that could end the query or change the URL', () => {
    const links = mapLinks('A&B #1/2 ?x=y "Q" <b> 100% javascript:alert(1)');
    expect(links?.embedUrl).toBe(
      'https://www.google.com/maps?q=A%26B%20%231%2F2%20%3Fx%3Dy%20%22Q%22%20%3Cb%3E%20100%25%20javascript%3Aalert(1)&output=embed',
    );
    for (const url of [links?.embedUrl, links?.searchUrl]) {
      const parsed = new URL(url ?? '');
      expect(parsed.protocol).toBe('https:');
      expect(parsed.host).toBe('www.google.com');
      expect(parsed.searchParams.get(parsed.pathname === '/maps' ? 'q' : 'query')).toBe(
        'A&B #1/2 ?x=y "Q" <b> 100% javascript:alert(1)',
      );
    }
  });

  it('put a multi-line address on one line', () => {
    expect(mapLinks('  12 MG Road,\n  Bengaluru\t560001 ')?.searchUrl).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20MG%20Road%2C%20Bengaluru%20560001',
    );
  });

  it('keep non-Latin text, encoded as UTF-8', () => {
    expect(mapLinks('बेंगलुरु')?.searchUrl).toBe(
      'https://www.google.com/maps/search/?api=1&query=%E0%A4%AC%E0%A5%87%E0%A4%82%E0%A4%97%E0%A4%B2%E0%A5%81%E0%A4%B0%E0%A5%81',
    );
  });

  it.each(['', '   ', '\n\t'])('are none for the blank address %j', (address) => {
    expect(mapLinks(address)).toBeNull();
  });
});
