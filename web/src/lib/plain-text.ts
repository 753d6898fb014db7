/** Elements whose content is never text a shopper should read. */
const hiddenElements = 'script, style, noscript, template';

/** Elements that start a line of their own when flattened to text. */
const blockElements = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TR',
  'UL',
]);

function flatten(node: Node, out: string[]): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      out.push((child.textContent ?? '').replace(/\s+/g, ' '));
    } else if (child instanceof Element) {
      if (child.tagName === 'BR') {
        out.push('\n');
        continue;
      }
      const block = blockElements.has(child.tagName);
      if (block) out.push('\n');
      if (child.tagName === 'LI') out.push('• ');
      flatten(child, out);
      if (block) out.push('\n');
    }
  }
}

/**
 * Provider text that may hold HTML, as plain text with one line per block: parsed into an inert document
 * (DOMParser runs no script and loads nothing), read back as text only, so markup can never reach the page.
 */
export function plainText(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  document.querySelectorAll(hiddenElements).forEach((element) => element.remove());
  const out: string[] = [];
  flatten(document.body, out);
  return out
    .join('')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}
