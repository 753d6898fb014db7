/**
 * The map of the configured address, as Google Maps URLs. The address is the only input and it is always
 * URL-encoded into a fixed https origin, so a configuration can never turn the embed or the link into another scheme
 * or host.
 */

const embedBase = 'https://www.google.com/maps';
const searchBase = 'https://www.google.com/maps/search/';

/** The address as one line: a configured address may carry line breaks and doubled spaces. */
function oneLine(address: string): string {
  return address.replace(/\s+/g, ' ').trim();
}

export interface MapLinks {
  /** The iframe's source: the address on an embeddable map. */
  embedUrl: string;
  /** The plain link that works where the embed cannot load (no network to Google, a blocked frame). */
  searchUrl: string;
}

/** The embed and link URLs for an address, or null when there is no address to show. */
export function mapLinks(address: string): MapLinks | null {
  const query = oneLine(address);
  if (query === '') return null;
  const encoded = encodeURIComponent(query);
  return {
    embedUrl: `${embedBase}?q=${encoded}&output=embed`,
    searchUrl: `${searchBase}?api=1&query=${encoded}`,
  };
}
