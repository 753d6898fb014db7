import type { Plugin } from 'vite';

const stylesheetLink = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g;

/** What of a build's output bundle this reads: each file's kind and an asset's contents. */
type BuildFiles = Readonly<Record<string, { type: 'chunk' } | { type: 'asset'; source: string | Uint8Array }>>;

/**
 * The page with each style sheet it links from the build written into it instead, but for one that would end its own
 * `<style>` element early.
 */
export function inlineStylesheets(html: string, bundle: BuildFiles): string {
  return html.replace(stylesheetLink, (link, fileName: string) => {
    const asset = bundle[fileName];
    if (asset?.type !== 'asset') return link;
    const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
    return /<\/style/i.test(css) ? link : `<style>${css}</style>`;
  });
}

/**
 * Puts the entry's style sheet (a few KB) into index.html instead of linking it: a linked sheet is one more request
 * that shares the connection's first round trips with the entry script, on a connection of its own, while in the page
 * it comes with the document's first packets. The file stays in the build, where Vite's manifest names it.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'giftstore-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => (bundle === undefined ? html : inlineStylesheets(html, bundle)),
    },
  };
}
